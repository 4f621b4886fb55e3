/** A page of the portal: its route in the web app, which is the Url of its menu entry, and its menu code. */
export interface PortalPage {
  path: string;
  menuCode: string;
}

/**
 * Every page of the menu tree, the path and the menu code written once (spec §2 routes, §6 codes).
 * The server's menu tree takes its Url and Code from here, the web's route table its path and code.
 * A page the web app does not have yet (quotes, orders, files…) stays out of the web's menus.
 */
export const PORTAL_PAGES = {
  dashboard: { path: '/dashboard/index', menuCode: 'FOB:Client:Dashboard' },
  messageHistory: { path: '/dashboard/msgHistory', menuCode: 'FOB:Client:Dashboard:MsgHistory' },
  newOrders: { path: '/cargoStatus/newOrders', menuCode: 'CargoStatus:NewOrders' },
  allShipment: { path: '/cargoStatus/allShipment', menuCode: 'CargoStatus:AllShipment' },
  seaShipment: { path: '/cargoStatus/seaShipment', menuCode: 'CargoStatus:SeaShipment' },
  airShipment: { path: '/cargoStatus/airShipment', menuCode: 'CargoStatus:AirShipment' },
  railShipment: { path: '/cargoStatus/railShipment', menuCode: 'CargoStatus:RailShipment' },
  trackData: { path: '/cargoStatus/trackData', menuCode: 'CargoStatus:TrackData' },
  /** One shipment: ?id= its Id (a hidden page of the cargo status menu). */
  shipmentDetail: { path: '/cargoStatus/shipmentDetail', menuCode: 'CargoStatus:ShipmentDetail' },
  /** One order: ?id= its Id (a hidden page of the cargo status menu, issue 10). */
  orderDetail: { path: '/cargoStatus/orderDetail', menuCode: 'CargoStatus:OrderDetail' },
  /** The new-order wizard, or a draft's: ?id= its Id (hidden). */
  orderEdit: { path: '/cargoStatus/orderEdit', menuCode: 'CargoStatus:OrderEdit' },
  clearanceFiles: { path: '/cargoStatus/clearanceFiles', menuCode: 'CargoStatus:ClearanceFiles' },
  sharedFiles: { path: '/cargoStatus/sharedFiles', menuCode: 'CargoStatus:SharedFiles' },
  enquiry: { path: '/quote/enquiry', menuCode: 'Client:Quote:Enquiry' },
  orderManage: { path: '/order/manage', menuCode: 'Client:Order:Manage' },
  /** The company's product catalogue and the forwarder's warehouses (issue 10: not in the spec's route table). */
  products: { path: '/order/products', menuCode: 'Client:Order:Products' },
  warehouses: { path: '/order/warehouses', menuCode: 'Client:Order:Warehouses' },
  chartStatistics: { path: '/chart/chartStatistics', menuCode: 'ChartStatistics:Chart' },
  trendStatistics: { path: '/chart/trendStatistics', menuCode: 'ChartStatistics:Trend' },
  freightTrends: { path: '/chart/freightTrends', menuCode: 'ChartStatistics:Freight' },
  statement: { path: '/finance/statement', menuCode: 'Statement' },
  address: { path: '/clientSetting/address', menuCode: 'Client:Setting:Address' },
  consignee: { path: '/clientSetting/consignee', menuCode: 'Client:Setting:Consignee' },
  userManage: { path: '/systemConfig/userManage', menuCode: 'Setting:UserManage' },
  guide: { path: '/systemConfig/guide', menuCode: 'Setting:Guide' },
  pushConfig: { path: '/systemConfig/pushConfig', menuCode: 'Setting:PushConfig' },
  staffClientUsers: { path: '/staff/clientUsers', menuCode: 'Staff:ClientUsers' },
  staffFeedback: { path: '/staff/feedback', menuCode: 'Staff:Feedback' },
} as const satisfies Record<string, PortalPage>;

export type PortalPageName = keyof typeof PORTAL_PAGES;
