/** Paths the app itself links or redirects to (spec §2). */
export const paths = {
  home: '/',
  login: '/home/login',
  register: '/home/reg',
  resetPassword: '/home/resetPwd',
  agreement: '/home/agreeMent',
  callbackLogin: '/home/callbackLogin',
  notFound: '/404',
  dashboard: '/dashboard/index',
  newOrders: '/cargoStatus/newOrders',
  userManage: '/systemConfig/userManage',
  staffClientUsers: '/staff/clientUsers',
} as const;
