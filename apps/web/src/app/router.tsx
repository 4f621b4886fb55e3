import { type ComponentType, type LazyExoticComponent, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  RouterProvider,
  type RouterProviderProps,
} from 'react-router';
import { PAGE_PATH_LIST, type PagePath } from '../config/page-paths';
import { paths } from '../config/paths';
import { AgreementPage } from '../features/auth/agreement-page';
import { CallbackLoginPage } from '../features/auth/callback-login-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { RequireAuth } from '../features/auth/require-auth';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { PermittedPage } from '../features/permission/permitted-page';
import { lazyPage } from '../lib/chunk-reload';
import { AppRoot } from './app-root';
import { HomeRedirect } from './home-redirect';
import { RedirectPage } from './layout/redirect-page';

/**
 * The pages of the menu tree the app has, each loaded on first use so the first screen downloads
 * only what it shows; the type makes sure none is missing.
 */
const PAGES: Record<PagePath, LazyExoticComponent<ComponentType>> = {
  [paths.dashboard]: lazyPage(async () => (await import('../features/dashboard/dashboard-page')).DashboardPage),
  [paths.messageHistory]: lazyPage(
    async () => (await import('../features/messages/message-history-page')).MessageHistoryPage,
  ),
  [paths.newOrders]: lazyPage(async () => (await import('../features/shipments/shipment-list-page')).NewOrdersPage),
  [paths.allShipment]: lazyPage(async () => (await import('../features/shipments/shipment-list-page')).AllShipmentPage),
  [paths.seaShipment]: lazyPage(async () => (await import('../features/shipments/shipment-list-page')).SeaShipmentPage),
  [paths.airShipment]: lazyPage(async () => (await import('../features/shipments/shipment-list-page')).AirShipmentPage),
  [paths.railShipment]: lazyPage(
    async () => (await import('../features/shipments/shipment-list-page')).RailShipmentPage,
  ),
  [paths.trackData]: lazyPage(async () => (await import('../features/shipments/track-page')).TrackPage),
  [paths.shipmentDetail]: lazyPage(
    async () => (await import('../features/shipments/shipment-detail-page')).ShipmentDetailPage,
  ),
  [paths.userManage]: lazyPage(async () => (await import('../features/user-manage/user-manage-page')).UserManagePage),
  [paths.guide]: lazyPage(async () => (await import('../features/guide/guide-page')).GuidePage),
  [paths.pushConfig]: lazyPage(async () => (await import('../features/push-config/push-config-page')).PushConfigPage),
  [paths.staffClientUsers]: lazyPage(async () => (await import('../features/staff/client-users-page')).ClientUsersPage),
  [paths.staffFeedback]: lazyPage(async () => (await import('../features/staff/feedback-page')).StaffFeedbackPage),
};

/** The signed-in frame, not needed by the pages without a session (the login page first of all). */
const AppLayout = lazyPage(async () => (await import('./layout/app-layout')).AppLayout);

const UnsubscribeEmailPage = lazyPage(
  async () => (await import('../features/push-config/unsubscribe-email-page')).UnsubscribeEmailPage,
);

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.agreement, element: <AgreementPage /> },
      { path: paths.callbackLogin, element: <CallbackLoginPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      // Opened from an e-mail, by people who may not be signed in: no layout, no session needed.
      { path: paths.unsubscribeEmail, element: <UnsubscribeEmailPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.home, element: <HomeRedirect /> },
              { path: `${paths.redirect}/*`, element: <RedirectPage /> },
              ...PAGE_PATH_LIST.map((path) => {
                const Page = PAGES[path];
                return {
                  path,
                  element: (
                    <PermittedPage path={path}>
                      <Page />
                    </PermittedPage>
                  ),
                };
              }),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** The router with react-dom's flushSync, which `navigate(path, { flushSync: true })` needs. */
export function RoutesProvider({ router }: { router: RouterProviderProps['router'] }) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RoutesProvider router={router} />;
}
