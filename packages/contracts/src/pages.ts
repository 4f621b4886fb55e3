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
  /** Deliveries with their appointments, proof of delivery and courier parcels (issue 11). */
  deliveries: { path: '/cargoStatus/deliveries', menuCode: 'CargoStatus:Deliveries' },
  /** One delivery: ?id= its Id (hidden). */
  deliveryDetail: { path: '/cargoStatus/deliveryDetail', menuCode: 'CargoStatus:DeliveryDetail' },
  /** Bookings and bills of lading of full-container and ocean orders (issue 11). */
  bookings: { path: '/cargoStatus/bookings', menuCode: 'CargoStatus:Bookings' },
  /** One booking with its house bill: ?id= its Id (hidden). */
  bookingDetail: { path: '/cargoStatus/bookingDetail', menuCode: 'CargoStatus:BookingDetail' },
  enquiry: { path: '/quote/enquiry', menuCode: 'Client:Quote:Enquiry' },
  orderManage: { path: '/order/manage', menuCode: 'Client:Order:Manage' },
  /** The company's product catalogue and the forwarder's warehouses (issue 10: not in the spec's route table). */
  products: { path: '/order/products', menuCode: 'Client:Order:Products' },
  warehouses: { path: '/order/warehouses', menuCode: 'Client:Order:Warehouses' },
  /** Marketplace returns and the replenishment of stored stock (issue 11: not in the spec's route table). */
  returns: { path: '/returns/list', menuCode: 'Client:Returns:List' },
  /** One return: ?id= its Id (hidden). */
  returnDetail: { path: '/returns/detail', menuCode: 'Client:Returns:Detail' },
  replenish: { path: '/returns/replenish', menuCode: 'Client:Returns:Replenish' },
  chartStatistics: { path: '/chart/chartStatistics', menuCode: 'ChartStatistics:Chart' },
  trendStatistics: { path: '/chart/trendStatistics', menuCode: 'ChartStatistics:Trend' },
  freightTrends: { path: '/chart/freightTrends', menuCode: 'ChartStatistics:Freight' },
  statement: { path: '/finance/statement', menuCode: 'Statement' },
  address: { path: '/clientSetting/address', menuCode: 'Client:Setting:Address' },
  consignee: { path: '/clientSetting/consignee', menuCode: 'Client:Setting:Consignee' },
  userManage: { path: '/systemConfig/userManage', menuCode: 'Setting:UserManage' },
  guide: { path: '/systemConfig/guide', menuCode: 'Setting:Guide' },
  pushConfig: { path: '/systemConfig/pushConfig', menuCode: 'Setting:PushConfig' },
  apiKeys: { path: '/systemConfig/apiKeys', menuCode: 'Setting:ApiKeys' },
  staffClientUsers: { path: '/staff/clientUsers', menuCode: 'Staff:ClientUsers' },
  staffFeedback: { path: '/staff/feedback', menuCode: 'Staff:Feedback' },
  staffOrderDesk: { path: '/staff/orderDesk', menuCode: 'Staff:OrderDesk' },
} as const satisfies Record<string, PortalPage>;

export type PortalPageName = keyof typeof PORTAL_PAGES;
