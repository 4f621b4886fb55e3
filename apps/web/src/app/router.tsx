import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/login-page';
import { RequireAuth } from '../features/auth/require-auth';
import { NotFoundPage } from '../features/errors/not-found-page';

/** Stands in for the dashboard until the layout shell and its pages arrive. */
function SignedIn() {
  const { t } = useTranslation();
  return (
    <Flex component="main" style={{ padding: 24 }}>
      <Typography.Title level={1}>{t('login.signedIn')}</Typography.Title>
    </Flex>
  );
}

export const routes: RouteObject[] = [
  { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.notFound, element: <NotFoundPage /> },
  { element: <RequireAuth />, children: [{ path: paths.dashboard, element: <SignedIn /> }] },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
