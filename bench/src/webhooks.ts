import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { iso6346CheckDigit } from '@portside/contracts';
import pg from 'pg';
import { spawnServer } from '../../e2e/support/server.js';

/**
 * Webhook fan-out: EVENTS DCSA events (default 10,000) over SHIPMENTS shipments, fed through the
 * integration API in batches, to SUBSCRIPTIONS subscriptions (default 100) of one company, all
 * pointing at a receiver on 127.0.0.1 that checks every signature. Reports deliveries a second
 * (from the first batch sent to the last delivery) and the lag from an event's batch being
 * acknowledged to its delivery (p50, p99). PostgreSQL only (BENCH_DATABASE_URL names the server;
 * a database of its own is made and dropped).
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100);
const SHIPMENTS = Number(process.env.BENCH_WEBHOOK_SHIPMENTS ?? 100);
const BATCH = 500;
const SECRET = Buffer.alloc(32, 3).toString('base64');
const PASSWORD = 'portside-demo';

if (!ADMIN_URL) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL)');
  process.exit(1);
}
const name = `portside_bench_webhooks_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
})();

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main() {
  await admin((client) => client.query(`create database ${name}`));
  const server = await spawnServer({
    source: 'src',
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_POLL_MS: '100',
      INTEGRATION_KEY_CALLS_PER_MINUTE: '1000000',
      CLIENT_API_KEY_CALLS_PER_MINUTE: '1000000',
    },
  });
  const acknowledgedAt = new Map<string, number>();
  const lags: number[] = [];
  let delivered = 0;
  let badSignatures = 0;
  let lastDelivery = 0;
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', Buffer.from(SECRET, 'base64')).update(body).digest('hex')}`;
      if (request.headers['notification-signature'] !== expected) badSignatures += 1;
      const now = Date.now();
      for (const event of JSON.parse(body.toString('utf8')) as { eventID: string }[]) {
        lags.push(now - (acknowledgedAt.get(event.eventID) ?? now));
      }
      delivered += 1;
      lastDelivery = now;
      response.writeHead(204).end();
    });
  });
  try {
    await server.waitUntilReady(300_000);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    const post = async (url: string, body: unknown, headers: Record<string, string>, method = 'POST') => {
      const res = await fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Record<string, unknown> & { Body?: Record<string, string>; ErrorCode?: number };
    };
    const ops = await post('/cms/api/User/Login', { AccountName: 'ops', Password: PASSWORD }, {});
    const feedKey = (
      await post('/cms/api/Staff/CreateApiKey', { Name: 'bench' }, { authorization: `Bearer ${ops.Body?.AccessToken}` })
    ).Body?.Key as string;
    const demo = await post('/cms/api/User/Login', { AccountName: 'demo', Password: PASSWORD }, {});
    const clientKey = (
      await post(
        '/cms/api/ClientApiKey/Create',
        { Name: 'bench' },
        { authorization: `Bearer ${demo.Body?.AccessToken}` },
      )
    ).Body?.Key as string;
    for (let index = 0; index < SUBSCRIPTIONS; index++) {
      const created = await post(
        '/v2/event-subscriptions',
        { callbackUrl: `http://127.0.0.1:${port}/hook/${index}`, secret: SECRET },
        { 'x-api-key': clientKey },
      );
      if (!created.subscriptionID) throw new Error(`subscription refused: ${JSON.stringify(created)}`);
    }
    const externalIds: string[] = [];
    for (let index = 0; index < SHIPMENTS; index++) {
      const externalId = `BENCH-WH-${index}`;
      const firstTen = `BWHU${String(index).padStart(6, '0')}`;
      const put = await post(
        `/integration/v1/companies/BRIGHTWAVE/shipments/${externalId}`,
        {
          dcgNo: `BWH${String(index).padStart(6, '0')}`,
          mode: 'sea',
          origin: 'CNSHA',
          destination: 'USLAX',
          containers: [{ number: `${firstTen}${iso6346CheckDigit(firstTen)}` }],
        },
        { 'x-api-key': feedKey },
        'PUT',
      );
      if (put.ErrorCode !== 0) throw new Error(`shipment refused: ${JSON.stringify(put)}`);
      externalIds.push(externalId);
    }
    const started = Date.now();
    let fed = 0;
    while (fed < EVENTS) {
      const events = [];
      for (let index = 0; index < BATCH && fed + index < EVENTS; index++) {
        const n = fed + index;
        const externalId = externalIds[n % SHIPMENTS] ?? '';
        const at = new Date(Date.UTC(2026, 11, 1) + n * 60_000).toISOString();
        events.push({
          eventID: randomUUID(),
          eventCreatedDateTime: at,
          eventType: 'TRANSPORT',
          eventClassifierCode: 'EST',
          eventDateTime: at,
          transportEventTypeCode: n % 2 === 0 ? 'DEPA' : 'ARRI',
          transportCall: { transportCallID: `${externalId}-${n}`, modeOfTransport: 'VESSEL', UNLocationCode: 'USLAX' },
          references: [{ referenceType: 'FF', referenceValue: externalId }],
        });
      }
      const answer = await post(
        '/integration/v1/companies/BRIGHTWAVE/events/dcsa',
        { events },
        { 'x-api-key': feedKey },
      );
      if (answer.ErrorCode !== 0) throw new Error(`events refused: ${JSON.stringify(answer).slice(0, 300)}`);
      const now = Date.now();
      for (const event of events) acknowledgedAt.set(event.eventID, now);
      fed += events.length;
    }
    const fedIn = Date.now() - started;
    const total = EVENTS * SUBSCRIPTIONS;
    while (delivered < total) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (Date.now() - lastDelivery > 120_000 && lastDelivery > 0) throw new Error(`stalled at ${delivered}/${total}`);
    }
    const seconds = (lastDelivery - started) / 1000;
    const sorted = lags.sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          events: EVENTS,
          subscriptions: SUBSCRIPTIONS,
          shipments: SHIPMENTS,
          deliveries: delivered,
          badSignatures,
          feedSeconds: fedIn / 1000,
          totalSeconds: seconds,
          deliveriesPerSecond: Math.round(delivered / seconds),
          lagMs: { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) },
        },
        null,
        2,
      ),
    );
  } finally {
    receiver.close();
    await server.stop();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

await main();
