import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  RouterProvider,
  type RouterProviderProps,
} from 'react-router';
import { paths } from '../config/paths';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { AgreementPage } from '../features/identity/agreement-page';
import { CallbackLoginPage } from '../features/identity/callback-login-page';
import { LoginPage } from '../features/identity/login-page';
import { RegisterPage } from '../features/identity/register-page';
import { RequireAuth } from '../features/identity/require-auth';
import { ResetPasswordPage } from '../features/identity/reset-password-page';
import { lazyPage } from '../lib/chunk-reload';
import { PermittedPage } from '../shared/permissions/permitted-page';
import { AppRoot } from './app-root';
import { HomeRedirect } from './home-redirect';
import { RedirectPage } from './layout/redirect-page';
import { PAGE_ROUTE_LIST } from './page-routes';

/** The signed-in frame, not needed by the pages without a session (the login page first of all). */
const AppLayout = lazyPage(async () => (await import('./layout/app-layout')).AppLayout);

const UnsubscribeEmailPage = lazyPage(
  async () => (await import('../features/push-settings/unsubscribe-email-page')).UnsubscribeEmailPage,
);

const SupplierPage = lazyPage(async () => (await import('../features/supplier/supplier-page')).SupplierPage);

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
      { path: paths.supplierAllBack, element: <SupplierPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.home, element: <HomeRedirect /> },
              { path: `${paths.redirect}/*`, element: <RedirectPage /> },
              ...PAGE_ROUTE_LIST.map(({ path, Component }) => ({
                path,
                element: (
                  <PermittedPage path={path}>
                    <Component />
                  </PermittedPage>
                ),
              })),
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
