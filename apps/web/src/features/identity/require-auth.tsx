import { ERROR_CODES } from '@portside/contracts/error-codes';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { getToken } from '../../lib/auth-token';
import { lazyComponent } from '../../lib/chunk-reload';
import { EnvelopeError } from '../../lib/request';
import { useUserStore } from '../../stores/user-store';
import { restoredSessionQuery } from './session';

/** Shown only when a restore fails: loaded then. */
const SessionRestoreFailed = lazyComponent(async () => (await import('./session-restore-failed')).SessionRestoreFailed);

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
  // A restored session shows the layout and the page in a render React can interrupt: the store's
  // change alone would render all of them in one long task (issue 15).
  const pagesShown = useDeferredValue(signedIn);
  const session = useQuery({
    ...restoredSessionQuery,
    enabled: Boolean(token) && !signedIn,
  });

  if (!token) {
    // Spec §2: / is the dashboard, so that is what a visitor signs in for.
    const target = location.pathname === paths.home ? paths.dashboard : location.pathname + location.search;
    return <Navigate to={{ pathname: paths.login, search: `?${createSearchParams({ redirect: target })}` }} replace />;
  }
  if (signedIn && pagesShown) return <Outlet />;
  // An expired session is already on its way to the login page (lib/request.ts).
  if (session.isError && !isExpiredSession(session.error)) {
    return (
      <Suspense fallback={<Spin fullscreen description={t('common.loading')} />}>
        <SessionRestoreFailed onRetry={() => void session.refetch()} />
      </Suspense>
    );
  }
  return <Spin fullscreen description={t('common.loading')} />;
}
