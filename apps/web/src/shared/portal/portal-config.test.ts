import { afterEach, describe, expect, it } from 'vitest';
import { byUrl, envelope, fakeServer, ok } from '../../testing/fake-server';
import { TEST_PORTAL_CONFIG } from '../../testing/session';
import { loadPortalConfig, PORTAL_CONFIG_URL } from './portal-config';

/** What public/first-paint.js leaves for the app: the answer to its early request. */
const page = window as { portsideConfigAnswer?: Promise<unknown> };

afterEach(() => {
  page.portsideConfigAnswer = undefined;
});

describe("the host's portal config", () => {
  it('takes the answer the page asked for as it loaded, once, and asks itself the next time', async () => {
    const agentConfig = { ...TEST_PORTAL_CONFIG, IsFobAgentClient: true, LogoUrl: '/logo-agent.svg' };
    page.portsideConfigAnswer = Promise.resolve(envelope(0, agentConfig));
    const sent = fakeServer(byUrl({ [PORTAL_CONFIG_URL]: ok(TEST_PORTAL_CONFIG) }));
    expect(await loadPortalConfig()).toEqual(agentConfig);
    expect(sent).toEqual([]);
    expect(await loadPortalConfig()).toEqual(TEST_PORTAL_CONFIG);
    expect(sent.map((request) => request.url)).toEqual([PORTAL_CONFIG_URL]);
  });

  it('asks through the request layer when the early request failed or was refused', async () => {
    for (const early of [Promise.reject(new TypeError('Failed to fetch')), Promise.resolve(envelope(500, null, 'x'))]) {
      page.portsideConfigAnswer = early;
      const sent = fakeServer(byUrl({ [PORTAL_CONFIG_URL]: ok(TEST_PORTAL_CONFIG) }));
      expect(await loadPortalConfig()).toEqual(TEST_PORTAL_CONFIG);
      expect(sent.map((request) => request.url)).toEqual([PORTAL_CONFIG_URL]);
    }
  });
});
