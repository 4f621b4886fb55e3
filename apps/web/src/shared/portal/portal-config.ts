import type { PortalConfig } from '@portside/contracts/identity';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/request';
import { setPortalConfig } from '../../stores/portal-config-store';

export const PORTAL_CONFIG_URL = '/cms/api/Portal/GetPortalConfig';

/** GET /cms/api/Portal/GetPortalConfig: the settings of the host the page was served from. */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const config = await get<PortalConfig>(PORTAL_CONFIG_URL);
  setPortalConfig(config);
  return config;
}

/**
 * The config's query: fetched once per load, at boot (boot.tsx) and awaited by PortalConfigGate.
 * A failure shows the gate's retry button instead of a second request as the gate mounts.
 */
export const portalConfigQuery = queryOptions({
  queryKey: [PORTAL_CONFIG_URL],
  queryFn: loadPortalConfig,
  staleTime: Number.POSITIVE_INFINITY,
  retryOnMount: false,
});
