import { type ReactNode, useState } from 'react';
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
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { PermittedPage } from '../features/permission/permitted-page';
import { ClientUsersPage } from '../features/staff/client-users-page';
import { UserManagePage } from '../features/user-manage/user-manage-page';
import { AppRoot } from './app-root';
import { HomeRedirect } from './home-redirect';
import { AppLayout } from './layout/app-layout';

/** The page of each route of the menu tree the app has; the type makes sure none is missing. */
const PAGES: Record<PagePath, ReactNode> = {
  [paths.dashboard]: <DashboardPage />,
  [paths.userManage]: <UserManagePage />,
  [paths.staffClientUsers]: <ClientUsersPage />,
};

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.agreement, element: <AgreementPage /> },
      { path: paths.callbackLogin, element: <CallbackLoginPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.home, element: <HomeRedirect /> },
              ...PAGE_PATH_LIST.map((path) => ({
                path,
                element: <PermittedPage path={path}>{PAGES[path]}</PermittedPage>,
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
