import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isFirstPaintShown, removeFirstPaint } from '../../lib/first-paint';
import { storedLogoUrl, usePortalConfigStore } from '../../stores/portal-config-store';
import { loadPortalConfig, PORTAL_CONFIG_URL } from './portal-config';

/**
 * Renders the app only once the host's portal config is known: the token cookie names, the
 * variant flag of every POST and the logo all depend on it. Meanwhile the logo kept from the
 * last load, if any, is shown.
 */
export function PortalConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loaded = usePortalConfigStore((state) => state.config !== undefined);
  const query = useQuery({
    queryKey: [PORTAL_CONFIG_URL],
    queryFn: loadPortalConfig,
    enabled: !loaded,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLayoutEffect(() => {
    if (query.isError) removeFirstPaint();
  }, [query.isError]);
  if (loaded) return children;
  if (query.isError) {
    return (
      <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Result
          status="error"
          title={t('portalConfig.failed')}
          extra={
            <Button type="primary" onClick={() => query.refetch()} data-testid="portal-config-retry">
              {t('common.retry')}
            </Button>
          }
        />
      </Flex>
    );
  }
  // index.html's static login form stays on screen meanwhile, rather than a spinner over it.
  if (isFirstPaintShown()) return null;
  const logoUrl = storedLogoUrl();
  return (
    <>
      {logoUrl && (
        <Flex align="center" justify="center" style={{ position: 'fixed', insetInline: 0, top: '20vh', zIndex: 1001 }}>
          <img src={logoUrl} alt="" height={40} data-testid="portal-config-logo" />
        </Flex>
      )}
      <Spin fullscreen description={t('common.loading')} />
    </>
  );
}
