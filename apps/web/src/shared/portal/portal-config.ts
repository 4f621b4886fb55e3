import type { PortalConfig } from '@portside/contracts/identity';
import { get } from '../../lib/request';
import { setPortalConfig } from '../../stores/portal-config-store';

export const PORTAL_CONFIG_URL = '/cms/api/Portal/GetPortalConfig';

/** GET /cms/api/Portal/GetPortalConfig: the settings of the host the page was served from. */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const config = await get<PortalConfig>(PORTAL_CONFIG_URL);
  setPortalConfig(config);
  return config;
}
