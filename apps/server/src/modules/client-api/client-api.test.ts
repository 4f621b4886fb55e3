import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import {
  airShipment,
  freshContainerNumber,
  integrationApi,
  issueApiKey,
  putShipment,
  seaShipment,
  transportEvent,
} from '../../../test/shipment-fixtures.js';
import { waitUntil } from '../../../test/wait.js';
import { auditLog, companies, companyMenus, eventSubscriptions, webhookDeliveries } from '../../db/schema.js';
import { createDcsaValidator } from '../tracking/dcsa-schema.js';
import { isForbiddenAddress } from './callback-url.js';
import { subscriptionSecretContext, UNOPENABLE_SECRET_ERROR } from './webhooks.js';

const HOUR = 3_600_000;
const dcsa = createDcsaValidator();

/** Every event valid against the official T&T 2.2 schema (errata applied), or the first fault. */
function expectValidDcsa(events: readonly Record<string, unknown>[]) {
  for (const event of events) expect(dcsa.validate(event), JSON.stringify(event)).toBeNull();
}

/** A webhook receiver on loopback that checks each signature with the subscription's secret. */
async function startReceiver(secret: () => string, port = 0) {
  const received: { subscription: string; body: string; events: Record<string, unknown>[]; signatureOk: boolean }[] =
    [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const expected = `sha256=${createHmac('sha256', Buffer.from(secret(), 'base64')).update(body).digest('hex')}`;
      const signatureOk = request.headers['notification-signature'] === expected;
      received.push({
        subscription: String(request.headers['subscription-id']),
        body,
        events: JSON.parse(body),
        signatureOk,
      });
      response.writeHead(signatureOk ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const secretA = Buffer.alloc(32, 7).toString('base64');
/** The README's runnable receiver. */
const EXAMPLE_RECEIVER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/dcsa-webhook-receiver.mjs',
);

describe.each(DATABASE_KINDS)('client API keys, the DCSA publisher and webhooks on %s', (kind) => {
  let t: TestApp;
  let feedKey: string;
  // Sessions end when the test clock moves past their idle time: each call signs in afresh.
  const admin = async () => (await login(t.app, 'demo')).AccessToken;
  const agent = async () => (await login(t.app, 'agent')).AccessToken;
  let keyA: string;
  let keyB: string;
  const booking = `BKG${randomUUID().slice(0, 8).toUpperCase()}`;
  const container = freshContainerNumber();
  const seaEvents: Record<string, unknown>[] = [];
  let agentEventId = '';

  const v2 = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_MS: '1000', WEBHOOK_TIMEOUT_MS: '2000' },
    });
    feedKey = await issueApiKey(t.app, 'client api feed');
    const create = async (token: string, Name: string) =>
      (await call(t.app, { method: 'POST', url: '/cms/api/ClientApiKey/Create', token, payload: { Name } })).body.Body
        .Key as string;
    keyA = await create(await admin(), 'ERP');
    keyB = await create(await agent(), 'TMS');

    const now = t.clock();
    const sea = seaShipment(now, {
      bookingNo: booking,
      containers: [{ number: container, sizeType: '45G1' }],
    });
    await putShipment(t.app, feedKey, 'BRIGHTWAVE', sea);
    const created = new Date(now.getTime() - HOUR);
    seaEvents.push(
      {
        eventID: randomUUID(),
        eventCreatedDateTime: created.toISOString(),
        eventType: 'SHIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: created.toISOString(),
        shipmentEventTypeCode: 'CONF',
        documentTypeCode: 'BKG',
        documentID: booking,
        references: [{ referenceType: 'FF', referenceValue: sea.externalId }],
      },
      {
        eventID: randomUUID(),
        eventCreatedDateTime: new Date(created.getTime() + 60_000).toISOString(),
        eventType: 'EQUIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: created.toISOString(),
        equipmentEventTypeCode: 'GTIN',
        equipmentReference: container,
        emptyIndicatorCode: 'LADEN',
        eventLocation: { UNLocationCode: 'CNSHA' },
        references: [{ referenceType: 'FF', referenceValue: sea.externalId }],
      },
      transportEvent(sea.externalId, {
        code: 'DEPA',
        classifier: 'EST',
        at: new Date(now.getTime() + 24 * HOUR),
        place: 'CNSHA',
        created: new Date(created.getTime() + 120_000),
      }),
      transportEvent(sea.externalId, {
        code: 'ARRI',
        classifier: 'EST',
        at: new Date(now.getTime() + 16 * 24 * HOUR),
        place: 'USLAX',
        created: new Date(created.getTime() + 180_000),
      }),
    );
    const feed = integrationApi(t.app, feedKey);
    expect((await feed('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: seaEvents })).body.ErrorCode).toBe(0);

    const air = airShipment(now);
    await putShipment(t.app, feedKey, 'BRIGHTWAVE', air);
    const iata = await feed('POST', '/companies/BRIGHTWAVE/events/iata', {
      events: [
        {
          shipmentExternalId: air.externalId,
          statusCode: 'DEP',
          eventDateTime: now.toISOString(),
          airport: 'PVG',
          flightNo: 'LH8401',
        },
      ],
    });
    expect(iata.body.ErrorCode).toBe(0);

    const agentSea = seaShipment(now, { bookingNo: booking });
    await putShipment(t.app, feedKey, 'HANSEATIC', agentSea);
    agentEventId = randomUUID();
    const agentEvent = transportEvent(
      agentSea.externalId,
      { code: 'DEPA', classifier: 'ACT', at: now, place: 'CNSHA', created: now },
      { eventID: agentEventId },
    );
    expect((await feed('POST', '/companies/HANSEATIC/events/dcsa', { events: [agentEvent] })).body.ErrorCode).toBe(0);
  }, 120_000);
  afterAll(() => t?.close());

  it('documents the DCSA operations in the OpenAPI document', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; description?: string }>>;
    };
    const names = (doc.paths['/v2/events']?.get?.parameters ?? []).map((parameter) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining(['eventType', 'carrierBookingReference', 'eventCreatedDateTime:gte', 'limit', 'cursor']),
    );
    expect(doc.paths['/v2/event-subscriptions']?.post?.description).toContain('Notification-Signature');
    for (const path of ['/v2/events/{eventID}', '/v2/event-subscriptions/{subscriptionID}/secret']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  describe('keys', () => {
    it('shows a key once, stores only its hash, and lists it with its last use', async () => {
      const created = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Create',
        token: await admin(),
        payload: { Name: 'Reporting' },
      });
      const key = created.body.Body.Key as string;
      expect(key).toMatch(/^pck_/);
      expect((await v2(key, 'GET', '/v2/events?limit=1')).statusCode).toBe(200);
      const list = await call(t.app, { method: 'POST', url: '/cms/api/ClientApiKey/GetList', token: await admin() });
      const listed = list.body.Body.Items.find((item: { Id: string }) => item.Id === created.body.Body.Id);
      expect(listed.Key).toBeUndefined();
      expect(listed.KeyPrefix).toBe(key.slice(0, 12));
      expect(listed.LastUsedTime).toBe(t.clock().toISOString());
      expect(JSON.stringify(list.body)).not.toContain(key);
    });

    it('refuses a revoked or expired key, and another company cannot revoke or see it', async () => {
      const created = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Create',
        token: await admin(),
        payload: { Name: 'Short', ExpiresTime: new Date(t.clock().getTime() + HOUR).toISOString() },
      });
      const { Key: key, Id: id } = created.body.Body;
      const agentRevoke = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Revoke',
        token: await agent(),
        payload: { Id: id },
      });
      expect(agentRevoke.status).toBe(404);
      const missing = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Revoke',
        token: await agent(),
        payload: { Id: randomUUID() },
      });
      expect(agentRevoke.body).toEqual(missing.body);
      const agentList = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/GetList',
        token: await agent(),
      });
      expect(agentList.body.Body.Items.map((item: { Id: string }) => item.Id)).not.toContain(id);

      expect((await v2(key, 'GET', '/v2/events?limit=1')).statusCode).toBe(200);
      t.clock.advance(HOUR);
      const expired = await v2(key, 'GET', '/v2/events?limit=1');
      expect(expired.statusCode).toBe(401);
      const other = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Create',
        token: await admin(),
        payload: { Name: 'Revoked' },
      });
      await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Revoke',
        token: await admin(),
        payload: { Id: other.body.Body.Id },
      });
      const revoked = await v2(other.body.Body.Key, 'GET', '/v2/events?limit=1');
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().errors[0].reason).toBe('Unauthorized');
    });

    it('refuses a sub-account and a past expiry', async () => {
      const viewer = await login(t.app, 'demo.viewer');
      const refused = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Create',
        token: viewer.AccessToken,
        payload: { Name: 'x' },
      });
      expect(refused.status).toBe(403);
      const past = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/Create',
        token: await admin(),
        payload: { Name: 'x', ExpiresTime: new Date(t.clock().getTime() - 1000).toISOString() },
      });
      expect(past.status).toBe(400);
      expect(past.body.Msg).toContain('ExpiresTime');
    });

    it('puts every call in the audit log with its status', async () => {
      const before = await t.database.db.select().from(auditLog).where(isNotNull(auditLog.apiKeyId));
      await v2(keyA, 'GET', `/v2/events/${randomUUID()}`);
      const after = await t.database.db.select().from(auditLog).where(isNotNull(auditLog.apiKeyId));
      expect(after.length).toBe(before.length + 1);
      const last = after.sort((a, b) => a.id - b.id).at(-1);
      expect(last?.action).toBe('GET /v2/events/:eventID 404');
    });

    it('limits the calls of a key per minute', async () => {
      const limited = await createTestApp(kind, { env: { CLIENT_API_KEY_CALLS_PER_MINUTE: '2' } });
      try {
        const token = (await login(limited.app, 'demo')).AccessToken;
        const key = (
          await call(limited.app, {
            method: 'POST',
            url: '/cms/api/ClientApiKey/Create',
            token,
            payload: { Name: 'x' },
          })
        ).body.Body.Key;
        const ask = () =>
          limited.app.inject({ method: 'GET', url: '/v2/events?limit=1', headers: { 'x-api-key': key } });
        expect((await ask()).statusCode).toBe(200);
        expect((await ask()).statusCode).toBe(200);
        const third = await ask();
        expect(third.statusCode).toBe(429);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });

  describe('GET /v2/events', () => {
    it('answers the company’s events in the DCSA shape, valid against the official schema', async () => {
      const res = await v2(keyA, 'GET', `/v2/events?carrierBookingReference=${booking}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['api-version']).toBe('2.2.0');
      const events = res.json() as Record<string, unknown>[];
      expect(events.map((event) => event.eventID)).toEqual(seaEvents.map((event) => event.eventID));
      expectValidDcsa(events);
      const transport = events.find((event) => event.transportEventTypeCode === 'ARRI') as {
        eventType: string;
        transportCall: { UNLocationCode: string };
        documentReferences: unknown[];
      };
      expect(transport.eventType).toBe('TRANSPORT');
      expect(transport.transportCall.UNLocationCode).toBe('USLAX');
      expect(transport.documentReferences).toContainEqual({
        documentReferenceType: 'BKG',
        documentReferenceValue: booking,
      });
      // The whole first page of everything the company has is valid too (the demo's events included).
      const all = await v2(keyA, 'GET', '/v2/events?limit=1000');
      expectValidDcsa(all.json());
    });

    it('publishes air events as shipment events about the air waybill, the IATA status in reason', async () => {
      const res = await v2(keyA, 'GET', '/v2/events?eventType=SHIPMENT&documentTypeCode=TRD&limit=1000');
      const air = (res.json() as Record<string, unknown>[]).filter((event) =>
        String(event.reason).startsWith('IATA DEP at PVG'),
      );
      expect(air.length).toBeGreaterThan(0);
      expect(air[0]).toMatchObject({ eventType: 'SHIPMENT', shipmentEventTypeCode: 'CONF', documentTypeCode: 'TRD' });
      expectValidDcsa(air);
    });

    it('filters by type, codes, references, container and creation time', async () => {
      const ids = async (query: string) =>
        (
          (await v2(keyA, 'GET', `/v2/events?carrierBookingReference=${booking}&${query}`)).json() as {
            eventID: string;
          }[]
        ).map((event) => event.eventID);
      const [shipmentEvent, equipmentEvent, departure, arrival] = seaEvents.map((event) => event.eventID);
      expect(await ids('eventType=TRANSPORT')).toEqual([departure, arrival]);
      expect(await ids('eventType=SHIPMENT,EQUIPMENT')).toEqual([shipmentEvent, equipmentEvent]);
      expect(await ids('transportEventTypeCode=ARRI')).toEqual([arrival]);
      expect(await ids('shipmentEventTypeCode=CONF')).toEqual([shipmentEvent]);
      expect(await ids('equipmentEventTypeCode=GTIN')).toEqual([equipmentEvent]);
      expect(await ids('shipmentEventTypeCode=DRFT&equipmentEventTypeCode=GTIN')).toEqual([]);
      expect(await ids(`equipmentReference=${container}`)).toEqual([equipmentEvent]);
      const created = String(seaEvents[2]?.eventCreatedDateTime);
      expect(await ids(`eventCreatedDateTime:gte=${encodeURIComponent(created)}`)).toEqual([departure, arrival]);
      expect(await ids(`eventCreatedDateTime:lt=${encodeURIComponent(created)}`)).toEqual([
        shipmentEvent,
        equipmentEvent,
      ]);
      expect(await ids(`eventCreatedDateTime=${encodeURIComponent(created)}`)).toEqual([departure]);
      const byDocument = await v2(
        keyA,
        'GET',
        `/v2/events?transportDocumentReference=PSHB24110001&eventType=TRANSPORT&limit=1000`,
      );
      expect((byDocument.json() as { eventID: string }[]).map((event) => event.eventID)).toEqual(
        expect.arrayContaining([departure, arrival]),
      );
      const bad = await v2(keyA, 'GET', '/v2/events?eventType=PLANE');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].message).toContain('eventType');
      const unknown = await v2(keyA, 'GET', '/v2/events?vesselIMONumber=9321483');
      expect(unknown.statusCode).toBe(400);
    });

    it('pages by cursor: each event once, in order, the filters kept in the cursor', async () => {
      const seen: string[] = [];
      let url: string | undefined = `/v2/events?carrierBookingReference=${booking}&limit=1`;
      while (url) {
        const res = await v2(keyA, 'GET', url);
        expect(res.statusCode).toBe(200);
        const page = res.json() as { eventID: string }[];
        expect(page.length).toBeLessThanOrEqual(1);
        seen.push(...page.map((event) => event.eventID));
        url = res.headers['next-page'] as string | undefined;
      }
      expect(seen).toEqual(seaEvents.map((event) => event.eventID));
      const forged = await v2(keyA, 'GET', '/v2/events?cursor=not-a-cursor');
      expect(forged.statusCode).toBe(400);
    });

    it('never shows, nor lets a key detect, another company’s events', async () => {
      const mine = (await v2(keyA, 'GET', `/v2/events?carrierBookingReference=${booking}`)).json() as {
        eventID: string;
      }[];
      expect(mine.map((event) => event.eventID)).not.toContain(agentEventId);
      const theirs = await v2(keyA, 'GET', `/v2/events/${agentEventId}`);
      const missing = await v2(keyA, 'GET', `/v2/events/${randomUUID()}`);
      expect(theirs.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      const shape = (body: { errors: { message: string }[] }) => body.errors[0]?.message.replace(/eventID \S+/, '');
      expect(shape(theirs.json())).toBe(shape(missing.json()));
      // B sees its own event, and none of A's.
      const own = await v2(keyB, 'GET', `/v2/events/${agentEventId}`);
      expect(own.statusCode).toBe(200);
      expectValidDcsa([own.json()]);
      const bAll = (await v2(keyB, 'GET', `/v2/events?carrierBookingReference=${booking}`)).json() as {
        eventID: string;
      }[];
      expect(bAll.map((event) => event.eventID)).toEqual([agentEventId]);
    });

    it('answers only what the company’s menus allow', async () => {
      const [company] = await t.database.db.select().from(companies).where(eq(companies.externalCode, 'HANSEATIC'));
      const companyId = company?.id ?? '';
      const grants = await t.database.db.select().from(companyMenus).where(eq(companyMenus.companyId, companyId));
      // Without the shipment pages (and so without the shipment detail they bring), no event is answered.
      await t.database.db
        .delete(companyMenus)
        .where(and(eq(companyMenus.companyId, companyId), like(companyMenus.menuCode, 'CargoStatus%')));
      try {
        const refused = await v2(keyB, 'GET', '/v2/events?limit=1');
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errors[0].reason).toBe('Forbidden');
      } finally {
        await t.database.db.insert(companyMenus).values(grants).onConflictDoNothing();
      }
      expect((await v2(keyB, 'GET', '/v2/events?limit=1')).statusCode).toBe(200);
    });
  });

  describe('subscriptions and webhooks', () => {
    it('creates, reads, lists, updates, rotates and deletes a subscription, for its company only', async () => {
      const created = await v2(keyA, 'POST', '/v2/event-subscriptions', {
        callbackUrl: 'http://127.0.0.1:9/hook',
        secret: secretA,
        eventType: ['TRANSPORT'],
      });
      expect(created.statusCode).toBe(201);
      const subscription = created.json();
      expect(subscription).toEqual({
        subscriptionID: expect.any(String),
        callbackUrl: 'http://127.0.0.1:9/hook',
        eventType: ['TRANSPORT'],
      });
      const id = subscription.subscriptionID as string;
      // The secret is stored sealed (secret-box.ts), bound to its subscription, and opens to what was given.
      const storedSecret = async () =>
        (await t.database.db.select().from(eventSubscriptions).where(eq(eventSubscriptions.id, id)))[0]?.secret ?? '';
      expect(await storedSecret()).toMatch(/^sealed:v1:/);
      expect(await storedSecret()).not.toContain(secretA.slice(0, 12));
      expect(t.context.secrets.open(await storedSecret(), subscriptionSecretContext(id))).toBe(secretA);
      expect((await v2(keyA, 'GET', `/v2/event-subscriptions/${id}`)).json()).toEqual(subscription);
      const listed = (await v2(keyA, 'GET', '/v2/event-subscriptions')).json() as { subscriptionID: string }[];
      expect(listed.map((row) => row.subscriptionID)).toContain(id);
      expect((await v2(keyB, 'GET', '/v2/event-subscriptions')).json()).toEqual([]);
      for (const [method, url, body] of [
        ['GET', `/v2/event-subscriptions/${id}`, undefined],
        ['PUT', `/v2/event-subscriptions/${id}`, { callbackUrl: 'http://127.0.0.1:9/x' }],
        ['PUT', `/v2/event-subscriptions/${id}/secret`, { secret: secretA }],
        ['DELETE', `/v2/event-subscriptions/${id}`, undefined],
      ] as const) {
        const theirs = await v2(keyB, method, url, body);
        const missing = await v2(keyB, method, url.replace(id, randomUUID()), body);
        expect(theirs.statusCode, `${method} ${url}`).toBe(404);
        expect(missing.statusCode).toBe(404);
      }
      const updated = await v2(keyA, 'PUT', `/v2/event-subscriptions/${id}`, {
        callbackUrl: 'http://127.0.0.1:9/other',
        transportEventTypeCode: ['ARRI'],
      });
      expect(updated.json()).toEqual({
        subscriptionID: id,
        callbackUrl: 'http://127.0.0.1:9/other',
        transportEventTypeCode: ['ARRI'],
      });
      expect((await v2(keyA, 'PUT', `/v2/event-subscriptions/${id}/secret`, { secret: 'c2hvcnQ=' })).statusCode).toBe(
        400,
      );
      expect(
        (
          await v2(keyA, 'PUT', `/v2/event-subscriptions/${id}/secret`, {
            secret: Buffer.alloc(32, 1).toString('base64'),
          })
        ).statusCode,
      ).toBe(204);
      expect(t.context.secrets.open(await storedSecret(), subscriptionSecretContext(id))).toBe(
        Buffer.alloc(32, 1).toString('base64'),
      );
      expect((await v2(keyA, 'DELETE', `/v2/event-subscriptions/${id}`)).statusCode).toBe(204);
      expect((await v2(keyA, 'GET', `/v2/event-subscriptions/${id}`)).statusCode).toBe(404);
    });

    it('refuses a callback that is not https or reaches a private, loopback or link-local address', async () => {
      for (const callbackUrl of [
        'http://example.com/hook',
        'https://127.0.0.2/hook',
        'https://10.1.2.3/hook',
        'https://192.168.1.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[fe80::1]/hook',
        'https://localhost/hook',
      ]) {
        const res = await v2(keyA, 'POST', '/v2/event-subscriptions', { callbackUrl, secret: secretA });
        expect(res.statusCode, callbackUrl).toBe(400);
        expect(res.json().errors[0].message, callbackUrl).toContain('callbackUrl');
      }
      expect((await v2(keyA, 'GET', '/v2/event-subscriptions')).json()).toEqual([]);
      expect(isForbiddenAddress('::ffff:10.0.0.1')).toBe(true);
      expect(isForbiddenAddress('100.64.0.1')).toBe(true);
      expect(isForbiddenAddress('8.8.8.8')).toBe(false);
    });

    it("is received and verified by the README's example receiver", async () => {
      const child = spawn(process.execPath, [EXAMPLE_RECEIVER], {
        env: { ...process.env, SECRET: secretA, PORT: '0', HOST: '127.0.0.1' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      try {
        await waitUntil(() => stderr.includes('listening on'), 'the example receiver to listen', 10_000);
        const { port } = JSON.parse(stderr.slice(stderr.indexOf('{'), stderr.indexOf('}') + 1)) as { port: number };
        const created = await v2(keyA, 'POST', '/v2/event-subscriptions', {
          callbackUrl: `http://127.0.0.1:${port}/dcsa`,
          secret: secretA,
          transportEventTypeCode: ['ARRI'],
        });
        const id = created.json().subscriptionID as string;
        const now = t.clock();
        const shipment = seaShipment(now);
        await putShipment(t.app, feedKey, 'BRIGHTWAVE', shipment);
        const event = transportEvent(shipment.externalId, {
          code: 'ARRI',
          classifier: 'EST',
          at: new Date(now.getTime() + 10 * 24 * HOUR),
          place: 'USLAX',
          created: now,
        });
        const fed = await integrationApi(t.app, feedKey)('POST', '/companies/BRIGHTWAVE/events/dcsa', {
          events: [event],
        });
        expect(fed.body.ErrorCode).toBe(0);
        await t.context.webhooks.deliverDue();
        await waitUntil(() => stdout.includes(event.eventID), 'the example receiver to print the event', 10_000);
        const line = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
        expect(line).toMatchObject({ subscription: id, eventID: event.eventID, eventType: 'TRANSPORT', code: 'ARRI' });
        await v2(keyA, 'DELETE', `/v2/event-subscriptions/${id}`);
      } finally {
        child.kill();
      }
    });

    it('holds back only the subscription whose stored secret does not open, with the reason in its log, until a new secret is set', async () => {
      const receiver = await startReceiver(() => secretA);
      const subscribe = async () =>
        (
          await v2(keyA, 'POST', '/v2/event-subscriptions', {
            callbackUrl: `http://127.0.0.1:${receiver.port}/dcsa`,
            secret: secretA,
            eventType: ['TRANSPORT'],
          })
        ).json().subscriptionID as string;
      const broken = await subscribe();
      const working = await subscribe();
      try {
        // The working one's sealed secret copied onto the other row: bound to its own row, it does not open there.
        const [sealed] = await t.database.db
          .select({ secret: eventSubscriptions.secret })
          .from(eventSubscriptions)
          .where(eq(eventSubscriptions.id, working));
        await t.database.db
          .update(eventSubscriptions)
          .set({ secret: sealed?.secret ?? '' })
          .where(eq(eventSubscriptions.id, broken));
        const now = t.clock();
        const shipment = seaShipment(now);
        await putShipment(t.app, feedKey, 'BRIGHTWAVE', shipment);
        const event = transportEvent(shipment.externalId, {
          code: 'DEPA',
          classifier: 'EST',
          at: new Date(now.getTime() + 24 * HOUR),
          place: 'CNSHA',
          created: now,
        });
        const feed = integrationApi(t.app, feedKey);
        expect((await feed('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: [event] })).body.ErrorCode).toBe(0);
        await t.context.webhooks.deliverDue();
        await waitUntil(() => receiver.received.length >= 1, 'the working subscription’s delivery');
        expect(receiver.received.map((request) => [request.subscription, request.signatureOk])).toEqual([
          [working, true],
        ]);
        const log = await call(t.app, {
          method: 'POST',
          url: '/cms/api/ClientApiKey/GetDeliveries',
          token: await admin(),
          payload: { SubscriptionId: broken },
        });
        expect(log.body.Body.Items).toMatchObject([{ LastError: UNOPENABLE_SECRET_ERROR }]);

        expect(
          (await v2(keyA, 'PUT', `/v2/event-subscriptions/${broken}/secret`, { secret: secretA })).statusCode,
        ).toBe(204);
        t.clock.advance(60_000);
        await t.context.webhooks.deliverDue();
        await waitUntil(() => receiver.received.length >= 2, 'the mended subscription’s delivery');
        expect(receiver.received[1]).toMatchObject({ subscription: broken, signatureOk: true });
      } finally {
        await receiver.close();
        for (const id of [broken, working]) await v2(keyA, 'DELETE', `/v2/event-subscriptions/${id}`);
      }
    });

    it('POSTs each matching event, signed; a receiver down then up gets every event once, in order per shipment', async () => {
      let secret = secretA;
      // A port that is free now, with nothing listening on it: the receiver is down.
      const probe = await startReceiver(() => secret);
      const port = probe.port;
      await probe.close();
      const created = await v2(keyA, 'POST', '/v2/event-subscriptions', {
        callbackUrl: `http://127.0.0.1:${port}/dcsa`,
        secret,
        eventType: ['TRANSPORT', 'SHIPMENT'],
      });
      const id = created.json().subscriptionID as string;

      const now = t.clock();
      const shipments = [seaShipment(now), seaShipment(now)];
      for (const shipment of shipments) await putShipment(t.app, feedKey, 'BRIGHTWAVE', shipment);
      const expected = new Map<string, string[]>();
      const batch = [];
      for (let step = 0; step < 4; step++) {
        for (const shipment of shipments) {
          const event = transportEvent(shipment.externalId, {
            code: step % 2 === 0 ? 'DEPA' : 'ARRI',
            classifier: 'EST',
            at: new Date(now.getTime() + (step + 1) * 24 * HOUR),
            place: step % 2 === 0 ? 'CNSHA' : 'USLAX',
            created: now,
          });
          batch.push(event);
          expected.set(shipment.body.dcgNo, [...(expected.get(shipment.body.dcgNo) ?? []), event.eventID]);
        }
      }
      // An event the filters leave out (equipment) is not sent.
      const equipmentEvent = {
        eventID: randomUUID(),
        eventCreatedDateTime: now.toISOString(),
        eventType: 'EQUIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: now.toISOString(),
        equipmentEventTypeCode: 'GTOT',
        equipmentReference: shipments[0]?.body.containers[0]?.number,
        emptyIndicatorCode: 'EMPTY',
        references: [{ referenceType: 'FF', referenceValue: shipments[0]?.externalId }],
      };
      const feed = integrationApi(t.app, feedKey);
      // Two batches: the first while the receiver is down.
      expect(
        (await feed('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: batch.slice(0, 4) })).body.ErrorCode,
      ).toBe(0);
      await t.context.webhooks.deliverDue();
      const failed = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, id));
      expect(failed.length).toBe(4);
      // Only the head of each shipment's queue was tried: the rest wait behind it.
      expect(failed.filter((row) => row.attempts === 1).length).toBe(2);
      expect(failed.every((row) => row.deliveredAt === null)).toBe(true);
      expect(
        (await feed('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: [...batch.slice(4), equipmentEvent] })).body
          .ErrorCode,
      ).toBe(0);

      // The delivery log shows the failures to the client admin.
      const log = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/GetDeliveries',
        token: await admin(),
        payload: { SubscriptionId: id },
      });
      expect(log.body.Body.TotalCount).toBe(8);
      expect(log.body.Body.Items.some((item: { LastError: string | null }) => item.LastError)).toBe(true);
      const agentLog = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientApiKey/GetDeliveries',
        token: await agent(),
        payload: { SubscriptionId: id },
      });
      expect(agentLog.status).toBe(404);

      const receiver = await startReceiver(() => secret, port);
      try {
        // The secret is rotated meanwhile: what goes out from now on is signed with the new one.
        secret = Buffer.alloc(48, 9).toString('base64');
        expect((await v2(keyA, 'PUT', `/v2/event-subscriptions/${id}/secret`, { secret })).statusCode).toBe(204);
        for (let round = 0; round < 20 && receiver.received.length < 8; round++) {
          t.clock.advance(60_000);
          await t.context.webhooks.deliverDue();
        }
        await waitUntil(() => receiver.received.length >= 8, 'eight deliveries');
        expect(receiver.received.every((request) => request.signatureOk && request.subscription === id)).toBe(true);
        const byShipment = new Map<string, string[]>();
        for (const request of receiver.received) {
          expect(request.events.length).toBe(1);
          const event = request.events[0] as Record<string, unknown> & {
            references: { referenceType: string; referenceValue: string }[];
          };
          expectValidDcsa([event]);
          const job = event.references.find((reference) => reference.referenceType === 'FF')?.referenceValue ?? '';
          byShipment.set(job, [...(byShipment.get(job) ?? []), String(event.eventID)]);
        }
        expect(byShipment).toEqual(expected);
        t.clock.advance(HOUR);
        await t.context.webhooks.deliverDue();
        expect(receiver.received.length).toBe(8);
        const summary = await call(t.app, {
          method: 'POST',
          url: '/cms/api/ClientApiKey/GetSubscriptions',
          token: await admin(),
        });
        expect(summary.body.Body.Items.find((item: { Id: string }) => item.Id === id)).toMatchObject({
          Pending: 0,
          Delivered: 8,
          Failed: 0,
        });
      } finally {
        await receiver.close();
        await v2(keyA, 'DELETE', `/v2/event-subscriptions/${id}`);
      }
    });
  });
});
