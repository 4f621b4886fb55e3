import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, spawnServer, TEST_SECRETS_KEY } from '../../../e2e/support/server.js';
import { DEMO_PASSWORD } from '../src/seed/demo-password.js';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from './databases.js';
import { waitUntil } from './wait.js';

interface Envelope {
  ErrorCode: number;
  Msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: the assertions read any field of any answer
  Body: any;
}

async function post(server: ServerProcess, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

async function signIn(server: ServerProcess, account: string, password = DEMO_PASSWORD) {
  return post(server, '/cms/api/User/Login', { AccountName: account, Password: password });
}

async function token(server: ServerProcess, account: string): Promise<{ token: string; companyId: string }> {
  const res = await signIn(server, account);
  if (res.body.ErrorCode !== 0) throw new Error(`sign-in of ${account} failed: ${res.body.Msg}`);
  return { token: res.body.Body.AccessToken, companyId: res.body.Body.UserInfo.CompanyId };
}

/**
 * Issue 15 item 6: several instances behind a load balancer share one PostgreSQL. Two real server
 * processes on one database: what one does, the other sees at once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const name = uniqueDatabaseName('portside_instances');
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    await withAdminClient((admin) => admin.query(`create database ${name} template ${inject('postgresTemplateName')}`));
    // Sessions remembered for a minute: a revocation seen within a second came by the instances' notices, not by age.
    const env = { DATABASE_URL: databaseUrl(name), SEED_DEMO: 'false', CALLER_CACHE_MS: '60000' };
    [first, second] = await Promise.all([spawnServer({ source: 'src', env }), spawnServer({ source: 'src', env })]);
    await Promise.all([first.waitUntilReady(), second.waitUntilReady()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  it('streams a notice sent through one instance to a client listening on the other', async () => {
    const client = await token(second, 'agent');
    const stream = new AbortController();
    const res = await fetch(`${second.baseUrl}/client/api/ClientPush/Stream`, {
      headers: { authorization: `Bearer ${client.token}` },
      signal: stream.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream body');
    let received = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += decoder.decode(value, { stream: true });
      }
    })().catch(() => undefined);

    const sales = await token(first, 'sales');
    const sent = await post(
      first,
      '/cms/api/Staff/SendClientMessage',
      {
        CompanyId: client.companyId,
        MessageTitle: 'Warehouse closed Friday',
        MessageContent: 'Back Monday.',
        MessageType: 1,
      },
      sales.token,
    );
    expect(sent.body.ErrorCode).toBe(0);
    await waitUntil(() => received.includes('Warehouse closed Friday'), 'the notice on the other instance');
    stream.abort();
    await reading;
  });

  it('refuses on both instances a session signed out on one: at once on the one, within a second on the other', async () => {
    const client = await token(first, 'demo');
    const list = (server: ServerProcess) =>
      post(server, '/client/api/ClientPush/GetClientMessagePageList', { PageIndex: 1, PageSize: 1 }, client.token);
    for (const server of [first, second, second]) expect((await list(server)).body.ErrorCode).toBe(0);
    expect((await post(first, '/cms/api/User/Logout', {}, client.token)).body.ErrorCode).toBe(0);
    const signedOut = performance.now();
    const refusedOnFirst = await list(first);
    expect(refusedOnFirst.status).toBe(401);
    expect(refusedOnFirst.body.Msg).toContain('Unauthorized access');
    let refusedOnSecond = await list(second);
    while (refusedOnSecond.status !== 401 && performance.now() - signedOut < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      refusedOnSecond = await list(second);
    }
    expect(refusedOnSecond.status).toBe(401);
    expect(refusedOnSecond.body.Msg).toContain('Unauthorized access');
  });

  it('will not start with a SECRETS_KEY that opens none of the stored secrets; with the old key as previous, it seals them again', async () => {
    const client = await token(first, 'agent');
    const begun = await post(first, '/cms/api/User/BeginTotpEnrolment', {}, client.token);
    expect(begun.body.ErrorCode).toBe(0);
    const newKey = randomBytes(32).toString('base64');
    const env = { DATABASE_URL: databaseUrl(name), SEED_DEMO: 'false' };

    const wrongKey = await spawnServer({ source: 'src', env: { ...env, SECRETS_KEY: newKey } });
    expect(await wrongKey.exited).toBe(1);
    expect(wrongKey.output()).toContain('neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS');

    const rotated = await spawnServer({
      source: 'src',
      env: { ...env, SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: TEST_SECRETS_KEY },
    });
    try {
      await rotated.waitUntilReady();
      // The instance on the new key reads the secret its start sealed again: the authenticator's code confirms.
      const code = await generate({ secret: begun.body.Body.Secret });
      const confirmed = await post(rotated, '/cms/api/User/ConfirmTotpEnrolment', { Code: code }, client.token);
      expect(confirmed.body.ErrorCode).toBe(0);
    } finally {
      await rotated.stop();
    }
    // Nothing is left under the old key: the new key alone now starts.
    const newKeyOnly = await spawnServer({ source: 'src', env: { ...env, SECRETS_KEY: newKey } });
    try {
      await newKeyOnly.waitUntilReady();
    } finally {
      await newKeyOnly.stop();
    }
  });

  it('counts the sign-in attempts of one address across both instances', async () => {
    // The address limit is 10 attempts a minute, sign-ins of the tests above included; both
    // instances see the caller as 127.0.0.1. Alternating between them, at most 10 are admitted.
    let admitted = 0;
    for (let attempt = 0; attempt < 12; attempt++) {
      const res = await signIn(attempt % 2 === 0 ? first : second, 'nobody.here', 'not-the-password');
      if (res.status !== 429) admitted += 1;
    }
    expect(admitted).toBeLessThanOrEqual(10);
    for (const server of [first, second]) {
      const refused = await signIn(server, 'demo');
      expect(refused.status).toBe(429);
      expect(refused.body.ErrorCode).not.toBe(0);
    }
  });
});
