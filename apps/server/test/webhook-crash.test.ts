import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../../e2e/support/server.js';
import { notificationSignature } from '../src/modules/client-api/webhooks.js';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from './databases.js';
import { DEMO_PASSWORD } from './identity-helpers.js';
import { seaShipment, transportEvent } from './shipment-fixtures.js';
import { waitUntil } from './wait.js';

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
const SECRET = Buffer.alloc(32, 5).toString('base64');
const SHIPMENTS = 3;
const EVENTS_PER_SHIPMENT = 5;
/** Deliveries the receiver acknowledges before it starts holding them (so the kill falls mid-delivery). */
const ACKNOWLEDGED_BEFORE_KILL = 4;

async function postJson(server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: url.startsWith('/integration') && url.includes('/shipments/') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ErrorCode?: number; Msg?: string; Body?: Record<string, string> } & Record<
    string,
    unknown
  >;
}

async function signIn(server: ServerProcess, account: string): Promise<string> {
  const answer = await postJson(server, '/cms/api/User/Login', { AccountName: account, Password: DEMO_PASSWORD });
  return answer.Body?.AccessToken ?? '';
}

/**
 * A webhook receiver on loopback. It acknowledges (204) a delivery whose signature holds, and
 * counts only those it acknowledged: a request whose connection drops before the answer (the
 * sender was killed) was never delivered. While `holding`, it answers nothing.
 */
async function startReceiver() {
  const acknowledged: { eventId: string; job: string }[] = [];
  let held = 0;
  let holding = false;
  let released = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.headers['notification-signature'] !== notificationSignature(SECRET, body)) {
        response.writeHead(401).end();
        return;
      }
      if (holding) {
        held += 1;
        return; // never answered: the kill cuts the connection
      }
      const [event] = JSON.parse(body) as {
        eventID: string;
        references: { referenceType: string; referenceValue: string }[];
      }[];
      const job = event?.references.find((reference) => reference.referenceType === 'FF')?.referenceValue ?? '';
      acknowledged.push({ eventId: event?.eventID ?? '', job });
      if (!released && acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) holding = true;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    acknowledged,
    held: () => held,
    release: () => {
      holding = false;
      released = true;
    },
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('webhooks when the server is killed mid-delivery (PostgreSQL)', () => {
  const name = uniqueDatabaseName('portside_webhook_crash');
  const servers: ServerProcess[] = [];
  // The database's address is asked for when a server starts: without TEST_DATABASE_URL the suite
  // is skipped, and collecting it must not throw.
  const env = {
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    WEBHOOK_TIMEOUT_MS: '1500',
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_POLL_MS: '100',
  };
  const start = async () => {
    const server = await spawnServer({ source: 'src', env: { ...env, DATABASE_URL: databaseUrl(name) } });
    servers.push(server);
    await server.waitUntilReady(60_000);
    return server;
  };
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await receiver?.close();
    await withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  it('loses nothing and sends nothing twice, in order per shipment, with two instances after the restart', {
    timeout: 180_000,
  }, async () => {
    await withAdminClient((admin) => admin.query(`create database ${name} template ${inject('postgresTemplateName')}`));
    receiver = await startReceiver();
    const first = await start();
    const ops = await signIn(first, 'ops');
    const feedKey = (
      await postJson(first, '/cms/api/Staff/CreateApiKey', { Name: 'crash' }, { authorization: `Bearer ${ops}` })
    ).Body?.Key as string;
    const admin = await signIn(first, 'demo');
    const clientKey = (
      await postJson(first, '/cms/api/ClientApiKey/Create', { Name: 'crash' }, { authorization: `Bearer ${admin}` })
    ).Body?.Key as string;
    const subscription = await postJson(
      first,
      '/v2/event-subscriptions',
      { callbackUrl: `http://127.0.0.1:${receiver.port}/hook`, secret: SECRET },
      { 'x-api-key': clientKey },
    );
    expect(subscription.subscriptionID).toBeDefined();

    const now = new Date();
    const expected = new Map<string, string[]>();
    const events: Record<string, unknown>[] = [];
    for (let index = 0; index < SHIPMENTS; index++) {
      const shipment = seaShipment(now);
      const put = await postJson(
        first,
        `/integration/v1/companies/BRIGHTWAVE/shipments/${shipment.externalId}`,
        shipment.body,
        {
          'x-api-key': feedKey,
        },
      );
      expect(put.ErrorCode).toBe(0);
      const ids: string[] = [];
      for (let step = 0; step < EVENTS_PER_SHIPMENT; step++) {
        const event = transportEvent(
          shipment.externalId,
          {
            code: step % 2 === 0 ? 'DEPA' : 'ARRI',
            classifier: 'EST',
            at: new Date(now.getTime() + (step + 1) * 86_400_000),
            place: step % 2 === 0 ? 'CNSHA' : 'USLAX',
            created: now,
          },
          { eventID: randomUUID() },
        );
        ids.push(event.eventID);
        events.push(event);
      }
      expected.set(shipment.body.dcgNo, ids);
    }
    const fed = await postJson(
      first,
      '/integration/v1/companies/BRIGHTWAVE/events/dcsa',
      { events },
      { 'x-api-key': feedKey },
    );
    expect(fed.ErrorCode).toBe(0);

    // Kill the server while deliveries are in flight (held by the receiver), once those it had
    // acknowledged are recorded as delivered.
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    const delivered = async () =>
      Number(
        (await client.query('select count(*) from webhook_deliveries where delivered_at is not null')).rows[0].count,
      );
    await waitUntil(() => receiver !== undefined && receiver.held() > 0, 'a delivery in flight', 30_000);
    let recorded = 0;
    const deadline = Date.now() + 10_000;
    while (recorded < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) {
      recorded = await delivered();
      await pause();
    }
    expect(recorded).toBe(ACKNOWLEDGED_BEFORE_KILL);
    first.child.kill('SIGKILL');
    await first.exited;
    receiver.release();

    // Two instances share the outbox after the restart.
    await Promise.all([start(), start()]);
    const total = SHIPMENTS * EVENTS_PER_SHIPMENT;
    await waitUntil(() => (receiver?.acknowledged.length ?? 0) >= total, `${total} deliveries`, 60_000);
    // Every delivery is recorded; then nothing more arrives.
    let pending = 1;
    while (pending > 0) {
      await pause();
      pending = Number(
        (await client.query('select count(*) from webhook_deliveries where delivered_at is null')).rows[0].count,
      );
    }
    await client.end();
    const ids = receiver.acknowledged.map((entry) => entry.eventId);
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
    const byShipment = new Map<string, string[]>();
    for (const { job, eventId } of receiver.acknowledged)
      byShipment.set(job, [...(byShipment.get(job) ?? []), eventId]);
    expect(byShipment).toEqual(expected);
  });
});
