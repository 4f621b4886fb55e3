import { paths } from './paths';

/**
 * The routes of the server's menu tree that the web app has a page for. A menu entry whose Url is
 * not here stays out of the side menu until its page arrives.
 */
export const PAGE_PATH_LIST = [
  paths.dashboard,
  paths.messageHistory,
  paths.newOrders,
  paths.allShipment,
  paths.seaShipment,
  paths.airShipment,
  paths.railShipment,
  paths.trackData,
  paths.shipmentDetail,
  paths.userManage,
  paths.guide,
  paths.pushConfig,
  paths.staffClientUsers,
  paths.staffFeedback,
] as const;
export type PagePath = (typeof PAGE_PATH_LIST)[number];
export const PAGE_PATHS: ReadonlySet<string> = new Set(PAGE_PATH_LIST);

export function isPagePath(path: string): path is PagePath {
  return PAGE_PATHS.has(path);
}

/**
 * How the tags view treats a page (spec §2): a pinned (affix) tab cannot be closed; a noCache page
 * mounts afresh on every visit instead of keeping its state while another page shows.
 */
export interface PageMeta {
  affix?: boolean;
  noCache?: boolean;
}

export const PAGE_META: Record<PagePath, PageMeta> = {
  [paths.dashboard]: { affix: true },
  [paths.messageHistory]: {},
  [paths.newOrders]: {},
  [paths.allShipment]: {},
  [paths.seaShipment]: {},
  [paths.airShipment]: {},
  [paths.railShipment]: {},
  [paths.trackData]: {},
  [paths.shipmentDetail]: {},
  [paths.userManage]: {},
  // The tour starts from its first step, and the push settings show what the server has now.
  [paths.guide]: { noCache: true },
  [paths.pushConfig]: { noCache: true },
  [paths.staffClientUsers]: {},
  [paths.staffFeedback]: {},
};
