import { Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  RouterProvider,
  type RouterProviderProps,
} from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { paths } from '../config/paths';
import { LoginPage } from '../features/identity/login-page';
import { restoredSessionQuery } from '../features/identity/session';
import { includeAntdLanguagePacks } from '../i18n';
import { lazyComponent } from '../lib/chunk-reload';
import { queryClient } from '../lib/query-client';
import { permittedPaths } from '../shared/permissions/menu-tree';
import { PermittedPage } from '../shared/permissions/permitted-page';
import { permittedTree } from '../shared/permissions/route-access';
import { AppRoot } from './app-root';
import { RedirectPage } from './layout/redirect-page';
import { PAGE_ROUTE_LIST } from './page-routes';

/**
 * antd and its providers, loaded for every page but the login page, which renders without them so
 * that its first load stays small (issue 15). Hence every page below is loaded lazily too.
 */
const AntdLayout = lazyComponent(async () => (await import('./antd-layout')).AntdLayout);
const AntdProvider = lazyComponent(async () => (await import('../shared/theme/antd-provider')).AntdProvider);

const RouteErrorPage = lazyComponent(async () => (await import('../features/errors/route-error-page')).RouteErrorPage);
const NotFoundPage = lazyComponent(async () => (await import('../features/errors/not-found-page')).NotFoundPage);
const RegisterPage = lazyComponent(async () => (await import('../features/identity/register-page')).RegisterPage);
const ResetPasswordPage = lazyComponent(
  async () => (await import('../features/identity/reset-password-page')).ResetPasswordPage,
);
const AgreementPage = lazyComponent(async () => (await import('../features/identity/agreement-page')).AgreementPage);
const CallbackLoginPage = lazyComponent(
  async () => (await import('../features/identity/callback-login-page')).CallbackLoginPage,
);
const RequireAuth = lazyComponent(async () => (await import('../features/identity/require-auth')).RequireAuth);
const HomeRedirect = lazyComponent(async () => (await import('./home-redirect')).HomeRedirect);

/** The signed-in frame, not needed by the pages without a session (the login page first of all). */
const AppLayout = lazyComponent(async () => (await import('./layout/app-layout')).AppLayout);

const UnsubscribeEmailPage = lazyComponent(
  async () => (await import('../features/push-settings/unsubscribe-email-page')).UnsubscribeEmailPage,
);

const SupplierPage = lazyComponent(async () => (await import('../features/supplier/supplier-page')).SupplierPage);

/**
 * A signed-in page opened by its address (a reload, a link, a bookmark): its session is asked for at
 * once, beside the frame's chunks and antd's texts, instead of after its guard has rendered; then the
 * layout's chunks, then the page's, each as soon as the one before has come rather than after it
 * has rendered (issue 15); a page with `prefetchData` has its first answers asked for once the
 * session is restored. In that order, not all at once: over HTTP/1.1 a browser has six
 * connections to a host, and what is needed first would wait behind some thirty chunks. Only with a
 * token: without one the page sends its visitor to the login page. Resolves once the session is
 * restored and the page's first answers, if it asks for any, have come.
 */
export function preloadSignedInPage(pathname: string): Promise<void> {
  const page = PAGE_ROUTE_LIST.find((route) => route.path === pathname);
  if (!page && pathname !== paths.home) return Promise.resolve();
  const session = queryClient.prefetchQuery(restoredSessionQuery);
  // The page's own answers, once the session is known to be good and to open this page.
  const answers = session.then(async () => {
    const restored = queryClient.getQueryState(restoredSessionQuery.queryKey)?.status === 'success';
    if (restored && page?.prefetchData && permittedPaths(permittedTree()).has(page.path))
      await page.prefetchData().catch(() => undefined);
  });
  void session.then(() => AppLayout.preload()).then(() => page?.Component.preload());
  void AntdLayout.preload();
  // A task of its own: Vite adds a link for every chunk and sheet an import needs.
  setTimeout(() => void RequireAuth.preload(), 0);
  includeAntdLanguagePacks();
  return answers;
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: (
      <Suspense fallback={<LoadingIndicator />}>
        <AntdProvider>
          <RouteErrorPage />
        </AntdProvider>
      </Suspense>
    ),
    children: [
      { path: paths.login, element: <LoginPage /> },
      {
        element: <AntdLayout />,
        children: [
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
