import { PORTAL_PAGES, type PortalPageName } from '@portside/contracts/pages';

const pagePaths = Object.fromEntries(Object.entries(PORTAL_PAGES).map(([name, page]) => [name, page.path])) as {
  [Name in PortalPageName]: (typeof PORTAL_PAGES)[Name]['path'];
};

/** Paths the app itself links or redirects to (spec §2). */
export const paths = {
  home: '/',
  login: '/home/login',
  register: '/home/reg',
  resetPassword: '/home/resetPwd',
  agreement: '/home/agreeMent',
  callbackLogin: '/home/callbackLogin',
  notFound: '/404',
  /** The refresh helper: /redirect/{path} goes back to {path}, mounting its page afresh. */
  redirect: '/redirect',
  unsubscribeEmail: '/customerPool/unsubscribeEmail',
  /** The page a client's supplier opens from its link (spec §2), without the layout or a session. */
  supplierAllBack: '/SupplierAllBack',
  /** The pages of the menu tree (dashboard, seaShipment…), by their names in contracts. */
  ...pagePaths,
} as const;
