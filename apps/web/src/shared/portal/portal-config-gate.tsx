import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PlainButton } from '../../components/plain-button';
import { isStaticLoginFormShown, removeFirstPaint } from '../../lib/first-paint';
import { storedLogoUrl, usePortalConfigStore } from '../../stores/portal-config-store';
import { portalConfigQuery } from './portal-config';
import './portal-config-gate.css';

/**
 * Renders the app only once the host's portal config is known: the token cookie names, the
 * variant flag of every POST and the logo all depend on it. Meanwhile the logo kept from the
 * last load, if any, is shown. Drawn without antd, which the login page does not load.
 */
export function PortalConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loaded = usePortalConfigStore((state) => state.config !== undefined);
  const query = useQuery({ ...portalConfigQuery, enabled: !loaded });
  useLayoutEffect(() => {
    if (query.isError) removeFirstPaint();
  }, [query.isError]);
  if (loaded) return children;
  if (query.isError) {
    return (
      <main className="portal-config-gate">
        <p role="alert" className="portal-config-gate-failure">
          {t('portalConfig.failed')}
        </p>
        <PlainButton onClick={() => query.refetch()} testId="portal-config-retry">
          {t('common.retry')}
        </PlainButton>
      </main>
    );
  }
  // index.html's static login form stays on screen meanwhile, rather than a spinner over it.
  if (isStaticLoginFormShown()) return null;
  const logoUrl = storedLogoUrl();
  return (
    <>
      {logoUrl && (
        <img className="portal-config-gate-logo" src={logoUrl} alt="" height={40} data-testid="portal-config-logo" />
      )}
      <LoadingIndicator />
    </>
  );
}
