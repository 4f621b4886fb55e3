import type { PortalConfig } from '@portside/contracts/identity';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE_URL, bodyOfSuccess, get } from '../../lib/request';
import { setPortalConfig } from '../../stores/portal-config-store';

export const PORTAL_CONFIG_URL = '/cms/api/Portal/GetPortalConfig';

/**
 * The answer public/first-paint.js asked for as the page loaded, beside the app's scripts: taken
 * once, by the first load of the config. Not when the API is served from another origin.
 */
function takeEarlyAnswer(): Promise<unknown> | undefined {
  const page = window as { portsideConfigAnswer?: Promise<unknown> };
  const early = page.portsideConfigAnswer;
  page.portsideConfigAnswer = undefined;
  return API_BASE_URL === '' ? early : undefined;
}

/**
 * GET /cms/api/Portal/GetPortalConfig: the settings of the host the page was served from. The
 * first time, the answer first-paint.js already asked for (issue 15: every page waits for the
 * config, and a signed-in page's session request for its cookie names); a failed one is asked again
 * here, so that the request layer reports the failure.
 */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const early = bodyOfSuccess<PortalConfig>(await takeEarlyAnswer()?.catch(() => undefined));
  const config = early ?? (await get<PortalConfig>(PORTAL_CONFIG_URL));
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
