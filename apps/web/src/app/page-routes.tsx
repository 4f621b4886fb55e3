import { PORTAL_PAGES, type PortalPageName } from '@portside/contracts/pages';
import { type LazyComponent, lazyComponent } from '../lib/chunk-reload';

/**
 * A page of the menu tree the web app has. Its path and menu code come from PORTAL_PAGES in
 * contracts, the same entry the server's menu tree reads.
 */
interface PageRoute {
  page: PortalPageName;
  /** Loaded on first use, so the first screen downloads only what it shows. */
  Component: LazyComponent;
  /** Spec §2 tags view: a pinned tab, which cannot be closed. */
  affix?: boolean;
  /** Spec §2 tags view: mounted afresh on every visit instead of keeping its state while another page shows. */
  noCache?: boolean;
  /**
   * Asks for the page's first answers: when the page is opened by its address, beside its code
   * rather than once it has rendered (router.tsx, preloadSignedInPage).
   */
  prefetchData?: () => Promise<void>;
}

/** The route table: adding a page is one entry here (docs/architecture.md, "How to add a page"). */
const PAGE_ROUTES = [
  {
    page: 'dashboard',
    Component: lazyComponent(async () => (await import('./pages/dashboard-page')).DashboardPage),
    affix: true,
    prefetchData: async () => (await import('./pages/dashboard-data')).prefetchDashboardData(),
  },
  {
    page: 'messageHistory',
    Component: lazyComponent(
      async () => (await import('../features/messages/message-history-page')).MessageHistoryPage,
    ),
  },
  {
    page: 'newOrders',
    Component: lazyComponent(async () => (await import('../features/orders/order-queue-page')).OrderQueuePage),
  },
  {
    page: 'allShipment',
    Component: lazyComponent(async () => (await import('../features/shipments/shipment-list-page')).AllShipmentPage),
  },
  {
    page: 'seaShipment',
    Component: lazyComponent(async () => (await import('../features/shipments/shipment-list-page')).SeaShipmentPage),
  },
  {
    page: 'airShipment',
    Component: lazyComponent(async () => (await import('../features/shipments/shipment-list-page')).AirShipmentPage),
  },
  {
    page: 'railShipment',
    Component: lazyComponent(async () => (await import('../features/shipments/shipment-list-page')).RailShipmentPage),
  },
  {
    page: 'trackData',
    Component: lazyComponent(async () => (await import('../features/shipments/track-page')).TrackPage),
  },
  {
    page: 'shipmentDetail',
    Component: lazyComponent(
      async () => (await import('../features/shipments/shipment-detail-page')).ShipmentDetailPage,
    ),
  },
  {
    page: 'bookings',
    Component: lazyComponent(async () => (await import('../features/bookings/bookings-page')).BookingsPage),
  },
  {
    page: 'bookingDetail',
    Component: lazyComponent(async () => (await import('../features/bookings/booking-detail-page')).BookingDetailPage),
  },
  {
    page: 'clearanceFiles',
    Component: lazyComponent(async () => (await import('../features/customs/clearance-files-page')).ClearanceFilesPage),
  },
  {
    page: 'deliveries',
    Component: lazyComponent(async () => (await import('../features/delivery/deliveries-page')).DeliveriesPage),
  },
  {
    page: 'deliveryDetail',
    Component: lazyComponent(
      async () => (await import('../features/delivery/delivery-detail-page')).DeliveryDetailPage,
    ),
  },
  {
    page: 'sharedFiles',
    Component: lazyComponent(async () => (await import('../features/files/shared-files-page')).SharedFilesPage),
  },
  {
    page: 'returns',
    Component: lazyComponent(async () => (await import('../features/returns/returns-page')).ReturnsPage),
  },
  {
    page: 'returnDetail',
    Component: lazyComponent(async () => (await import('../features/returns/return-detail-page')).ReturnDetailPage),
    noCache: true,
  },
  {
    page: 'replenish',
    Component: lazyComponent(async () => (await import('../features/returns/replenish-page')).ReplenishPage),
  },
  {
    page: 'statement',
    Component: lazyComponent(async () => (await import('../features/finance/statement-page')).StatementPage),
  },
  {
    page: 'chartStatistics',
    Component: lazyComponent(async () => (await import('../features/charts/chart-pages')).ChartStatisticsPage),
  },
  {
    page: 'trendStatistics',
    Component: lazyComponent(async () => (await import('../features/charts/chart-pages')).TrendStatisticsPage),
  },
  {
    page: 'freightTrends',
    Component: lazyComponent(async () => (await import('../features/charts/chart-pages')).FreightTrendsPage),
  },
  {
    page: 'orderDetail',
    Component: lazyComponent(async () => (await import('../features/orders/order-detail-page')).OrderDetailPage),
  },
  {
    page: 'orderEdit',
    Component: lazyComponent(async () => (await import('../features/orders/order-wizard-page')).OrderWizardPage),
    noCache: true,
  },
  {
    page: 'enquiry',
    Component: lazyComponent(async () => (await import('../features/orders/quote-page')).QuotePage),
  },
  {
    page: 'userManage',
    Component: lazyComponent(async () => (await import('../features/client-users/user-manage-page')).UserManagePage),
  },
  {
    page: 'guide',
    Component: lazyComponent(async () => (await import('../features/guide/guide-page')).GuidePage),
    // The tour starts from its first step.
    noCache: true,
  },
  {
    page: 'apiKeys',
    Component: lazyComponent(async () => (await import('../features/client-api/api-keys-page')).ApiKeysPage),
    // Keys and deliveries as the server has them now.
    noCache: true,
  },
  {
    page: 'pushConfig',
    Component: lazyComponent(async () => (await import('../features/push-settings/push-config-page')).PushConfigPage),
    // The push settings show what the server has now.
    noCache: true,
  },
  {
    page: 'staffClientUsers',
    Component: lazyComponent(async () => (await import('../features/staff/client-users-page')).ClientUsersPage),
  },
  {
    page: 'staffFeedback',
    Component: lazyComponent(async () => (await import('../features/staff/feedback-page')).StaffFeedbackPage),
  },
  {
    page: 'staffOrderDesk',
    Component: lazyComponent(async () => (await import('../features/orders/staff-order-desk-page')).StaffOrderDeskPage),
  },
  {
    page: 'address',
    Component: lazyComponent(async () => (await import('../features/orders/address-page')).AddressPage),
  },
  {
    page: 'products',
    Component: lazyComponent(async () => (await import('../features/orders/product-page')).ProductPage),
  },
  {
    page: 'warehouses',
    Component: lazyComponent(async () => (await import('../features/orders/warehouse-page')).WarehousePage),
  },
] as const satisfies readonly PageRoute[];

type PageName = (typeof PAGE_ROUTES)[number]['page'];
export type PagePath = (typeof PORTAL_PAGES)[PageName]['path'];

/** How the tags view treats a page (spec §2). */
export interface PageMeta {
  affix?: boolean;
  noCache?: boolean;
}

/** The routes of the table, each with its path. */
export const PAGE_ROUTE_LIST: readonly (PageRoute & { path: PagePath })[] = PAGE_ROUTES.map((route) => ({
  ...route,
  path: PORTAL_PAGES[route.page].path,
}));

export const PAGE_PATH_LIST: readonly PagePath[] = PAGE_ROUTE_LIST.map((route) => route.path);
/** The paths the web app has a page for: a menu entry whose Url is not here stays out of the side menu. */
export const PAGE_PATHS: ReadonlySet<string> = new Set(PAGE_PATH_LIST);

export function isPagePath(path: string): path is PagePath {
  return PAGE_PATHS.has(path);
}

export const PAGE_META = Object.fromEntries(
  PAGE_ROUTE_LIST.map(({ path, page: _page, Component: _component, prefetchData: _prefetch, ...meta }) => [path, meta]),
) as Record<PagePath, PageMeta>;
