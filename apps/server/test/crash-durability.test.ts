import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../../e2e/support/server.js';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from './databases.js';
import { DEMO_PASSWORD } from './identity-helpers.js';
import { seaShipment } from './shipment-fixtures.js';

/** How long the writers run before the kill, and how many write in parallel. */
const LOAD_MS = 2500;
const WRITERS = 12;

async function postJson(server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ErrorCode: number; Msg: string; Body: Record<string, string> };
}

/** An API key of the forwarder's systems, issued by the demo staff admin over HTTP. */
async function issueKey(server: ServerProcess): Promise<string> {
  const ops = await postJson(server, '/cms/api/User/Login', { AccountName: 'ops', Password: DEMO_PASSWORD });
  const key = await postJson(
    server,
    '/cms/api/Staff/CreateApiKey',
    { Name: 'crash test' },
    { authorization: `Bearer ${ops.Body.AccessToken}` },
  );
  if (key.ErrorCode !== 0) throw new Error(`no API key: ${key.Msg}`);
  return key.Body.Key ?? '';
}

/**
 * Writers put new shipments through the integration API until the signal; answers the external
 * ids the server acknowledged (2xx). Requests cut off by the kill simply fail.
 */
async function writeUntil(server: ServerProcess, apiKey: string, stop: AbortSignal): Promise<string[]> {
  const acknowledged: string[] = [];
  const writer = async () => {
    while (!stop.aborted) {
      const shipment = seaShipment(new Date('2026-11-21T08:00:00Z'));
      try {
        const res = await fetch(
          `${server.baseUrl}/integration/v1/companies/BRIGHTWAVE/shipments/${shipment.externalId}`,
          {
            method: 'PUT',
            headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
            body: JSON.stringify(shipment.body),
          },
        );
        await res.arrayBuffer();
        if (res.ok) acknowledged.push(shipment.externalId);
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return acknowledged;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('kill -9 under load on PostgreSQL', () => {
  const name = uniqueDatabaseName('portside_crash');
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await spawnServer({
      source: 'src',
      env: { DATABASE_URL: databaseUrl(name), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    });
    servers.push(server);
    await server.waitUntilReady(60_000);
    return server;
  };

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  it('keeps every write it acknowledged', { timeout: 180_000 }, async () => {
    await withAdminClient((admin) => admin.query(`create database ${name} template ${inject('postgresTemplateName')}`));
    const first = await start();
    const apiKey = await issueKey(first);

    const stop = new AbortController();
    const writing = writeUntil(first, apiKey, stop.signal);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    first.child.kill('SIGKILL');
    await first.exited;
    stop.abort();
    const acknowledged = await writing;
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await start();
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    const rows = await client
      .query<{ external_id: string }>('select external_id from shipments where external_id = any($1)', [acknowledged])
      .finally(() => client.end());
    const stored = new Set(rows.rows.map((row) => row.external_id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // The restarted server serves those writes too.
    const ready = await fetch(`${second.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
  });
});
