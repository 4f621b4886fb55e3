import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { paths } from '../config/paths';
import { removeFirstPaint } from '../lib/first-paint';
import { connectNavigation } from '../lib/navigation';
import { PagePathsContext } from '../shared/permissions/page-paths';
import { PortalConfigGate } from '../shared/portal/portal-config-gate';
import { textColorOn, themeTones } from '../shared/theme/theme-colors';
import { usePortalConfigStore } from '../stores/portal-config-store';
import { useSettingsStore } from '../stores/settings-store';
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
 * The theme colour (settings store) as CSS custom properties, for what is drawn without antd (the
 * login page): the colour, its readable tone for text and focus, its light tint, the text on it.
 */
function useThemeColorProperties(): void {
  const primaryColor = useSettingsStore((state) => state.theme);
  useLayoutEffect(() => {
    const { text, selectedBackground } = themeTones(primaryColor);
    const properties = {
      '--portal-primary': primaryColor,
      '--portal-primary-text': text,
      '--portal-primary-bg': selectedBackground,
      '--portal-on-primary': textColorOn(primaryColor),
    };
    for (const [name, value] of Object.entries(properties)) document.documentElement.style.setProperty(name, value);
  }, [primaryColor]);
}

/**
 * The root route: lets the request layer navigate, keeps the title, waits for the portal config and
 * tells the pages below which paths the app has a page for.
 */
export function AppRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    // Committed at once, so a sign-out clears the session only after the signed-in pages are gone.
    connectNavigation((path, message) => navigate(path, { flushSync: true, state: message }));
    return () => connectNavigation(undefined);
  }, [navigate]);
  useDocumentTitle();
  useThemeColorProperties();
  const { pathname } = useLocation();
  // index.html's static login form belongs to the login page only (an error page, a redirect…).
  useLayoutEffect(() => {
    if (pathname !== paths.login) removeFirstPaint();
  }, [pathname]);
  return (
    <PortalConfigGate>
      <PagePathsContext value={PAGE_PATHS}>
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </PagePathsContext>
    </PortalConfigGate>
  );
}
