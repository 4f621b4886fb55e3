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
  dashboard: '/dashboard/index',
  messageHistory: '/dashboard/msgHistory',
  newOrders: '/cargoStatus/newOrders',
  allShipment: '/cargoStatus/allShipment',
  seaShipment: '/cargoStatus/seaShipment',
  airShipment: '/cargoStatus/airShipment',
  railShipment: '/cargoStatus/railShipment',
  trackData: '/cargoStatus/trackData',
  /** One shipment: ?id= its Id (a hidden page of the cargo status menu). */
  shipmentDetail: '/cargoStatus/shipmentDetail',
  userManage: '/systemConfig/userManage',
  guide: '/systemConfig/guide',
  pushConfig: '/systemConfig/pushConfig',
  staffClientUsers: '/staff/clientUsers',
  staffFeedback: '/staff/feedback',
} as const;
