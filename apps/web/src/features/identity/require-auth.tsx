import { ERROR_CODES } from '@portside/contracts/error-codes';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { createSearchParams, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { getToken } from '../../lib/auth-token';
import { EnvelopeError } from '../../lib/request';
import { useUserStore } from '../../stores/user-store';
import { restoreSession, signOut } from './session';

const SESSION_QUERY_KEY = ['session'] as const;

function isExpiredSession(error: unknown): boolean {
  return error instanceof EnvelopeError && error.ErrorCode === ERROR_CODES.Unauthorized;
}

/**
 * Routes below this one need a session. Without a token the user signs in and comes back here;
 * with a token but nothing in memory (a reload) the user info and permissions are fetched first.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = getToken();
  const signedIn = useUserStore((state) => state.userInfo !== undefined);
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: restoreSession,
    enabled: Boolean(token) && !signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (!token) {
    // Spec §2: / is the dashboard, so that is what a visitor signs in for.
    const target = location.pathname === paths.home ? paths.dashboard : location.pathname + location.search;
    return <Navigate to={{ pathname: paths.login, search: `?${createSearchParams({ redirect: target })}` }} replace />;
  }
  if (signedIn) return <Outlet />;
  // An expired session is already on its way to the login page (lib/request.ts).
  if (session.isError && !isExpiredSession(session.error)) {
    return (
      <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Result
          status="error"
          title={t('session.restoreFailed')}
          extra={[
            <Button key="retry" type="primary" onClick={() => session.refetch()}>
              {t('common.retry')}
            </Button>,
            <Button key="signOut" onClick={() => void signOut()}>
              {t('layout.logout')}
            </Button>,
          ]}
        />
      </Flex>
    );
  }
  return <Spin fullscreen description={t('common.loading')} />;
}
