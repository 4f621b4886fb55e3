import { Spin } from 'antd';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { removeFirstPaint } from '../lib/first-paint';
import { connectNavigation } from '../lib/navigation';
import { PagePathsContext } from '../shared/permissions/page-paths';
import { PortalConfigGate } from '../shared/portal/portal-config-gate';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { PAGE_PATHS } from './page-routes';

/** Spec §1: a fixed system title chosen by the host (TitleKind), in the UI language. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKind = usePortalConfigStore((state) => state.config?.TitleKind ?? 'generic');
  useEffect(() => {
    document.title = t(`app.title.${titleKind}`);
  }, [t, titleKind]);
}

/**
 * The root route: lets the request layer navigate, keeps the title, waits for the portal config and
 * tells the pages below which paths the app has a page for.
 */
export function AppRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    // Committed at once, so a sign-out clears the session only after the signed-in pages are gone.
    connectNavigation((path) => navigate(path, { flushSync: true }));
    return () => connectNavigation(undefined);
  }, [navigate]);
  useDocumentTitle();
  const { pathname } = useLocation();
  // index.html's static login form belongs to the login page only (an error page, a redirect…).
  useLayoutEffect(() => {
    if (pathname !== paths.login) removeFirstPaint();
  }, [pathname]);
  const { t } = useTranslation();
  return (
    <PortalConfigGate>
      <PagePathsContext value={PAGE_PATHS}>
        <Suspense fallback={<Spin fullscreen description={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </PagePathsContext>
    </PortalConfigGate>
  );
}
