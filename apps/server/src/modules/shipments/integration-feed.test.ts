import { randomUUID } from 'node:crypto';
import { ERRORS } from '@portside/contracts';
import { eq, sql } from 'drizzle-orm';
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
import { queryRows } from '../../db/client.js';
import { messages, shipments, trackingEvents } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('the integration feed of shipments and events on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let companyA: string;
  let companyB: string;
  const now = () => t.clock();

  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);
  const client = (url: string, payload: unknown) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload: payload as object, token: tokenA });
  /** A sea shipment of company A (BRIGHTWAVE), put through the integration API. */
  const seaShipmentOfA = async () => {
    const shipment = seaShipment(now());
    return { ...shipment, id: await putShipment(t.app, apiKey, 'BRIGHTWAVE', shipment) };
  };
  const eventCount = async (companyId: string) =>
    (await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.companyId, companyId))).length;
  const messageCount = async (companyId: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.companyId, companyId))).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
    companyB = b.UserInfo.CompanyId ?? '';
  });
  afterAll(() => t.close());

  it('lets a staff admin issue and revoke API keys: shown once, stored hashed, refused once revoked', async () => {
    const ops = await login(t.app, 'ops');
    const issued = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/CreateApiKey',
      token: ops.AccessToken,
      payload: { Name: 'ERP' },
    });
    const key: string = issued.body.Body.Key;
    expect(key).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    const list = await call(t.app, { method: 'POST', url: '/cms/api/Staff/GetApiKeyList', token: ops.AccessToken });
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.Body.Items.map((item: { KeyPrefix: string }) => item.KeyPrefix)).toContain(key.slice(0, 12));
    const stored = await queryRows<{ key_hash: string }>(t.database.db, sql`select key_hash from integration_api_keys`);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash) && row.key_hash !== key)).toBe(true);

    const { externalId, body } = airShipment(now());
    const url = `/companies/BRIGHTWAVE/shipments/${externalId}`;
    const bearer = await call(t.app, {
      method: 'PUT',
      url: `/integration/v1${url}`,
      payload: body,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(bearer.body.ErrorCode).toBe(0);
    const session = await integration('PUT', url, body, {}, tokenA);
    expect(session.status).toBe(401);
    await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/RevokeApiKey',
      token: ops.AccessToken,
      payload: { Id: issued.body.Body.Id },
    });
    const revoked = await integration('PUT', url, body, {}, key);
    expect(revoked.status).toBe(401);
    expect(revoked.body.ErrorCode).toBe(ERRORS.Unauthorized.ErrorCode);
  });

  it('upserts a shipment by external id: a retry answers the same and adds no row', async () => {
    const { externalId, body } = seaShipment(now());
    const url = `/companies/BRIGHTWAVE/shipments/${externalId}`;
    const first = await integration('PUT', url, body);
    expect(first.body.ErrorCode, first.body.Msg).toBe(0);
    const again = await integration('PUT', url, body);
    expect(again.body).toEqual(first.body);
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.externalId, externalId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: companyA, originName: 'Shanghai', grossWeightKg: 18250.5 });

    const keyed = { 'idempotency-key': `upsert-${externalId}` };
    const withKey = await integration('PUT', url, body, keyed);
    const changed = await integration('PUT', url, { ...body, voyageNo: '053E' }, keyed);
    expect(withKey.body.ErrorCode).toBe(0);
    expect(changed.status).toBe(409);
    expect(changed.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    const other = seaShipment(now(), { containers: [{ number: 'CSQU3054384' }] });
    const bad = await integration('PUT', `/companies/BRIGHTWAVE/shipments/${other.externalId}`, other.body);
    expect(bad.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(bad.body.Msg).toContain('containers[0].number');
  });

  it("shows a shipment's containers as its last upsert gave them: in order, a number given twice once", async () => {
    const [first, second, third] = [freshContainerNumber(), freshContainerNumber(), freshContainerNumber()];
    const { externalId, body } = seaShipment(now(), { containers: [{ number: first }, { number: second }] });
    const url = `/companies/BRIGHTWAVE/shipments/${externalId}`;
    const put = async (containers: { number: string }[]) => {
      const answer = await integration('PUT', url, { ...body, containers });
      expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
      return answer.body.Body.id as string;
    };
    const shown = async (id: string) => {
      const page = await client('Shipment/GetPageList', { PageIndex: 1, PageSize: 20, Keyword: body.dcgNo });
      const detail = await client('Shipment/GetDetail', { Id: id });
      expect(page.body.Body.Items.map((item: { Id: string }) => item.Id)).toEqual([id]);
      expect(detail.body.Body.ContainerNumbers).toEqual(page.body.Body.Items[0].ContainerNumbers);
      return page.body.Body.Items[0].ContainerNumbers;
    };
    const id = await put(body.containers);
    expect(await shown(id)).toEqual([first, second]);
    await put([{ number: third }, { number: first }, { number: third }]);
    expect(await shown(id)).toEqual([third, first]);
    const tracked = async (number: string) =>
      (await client('Shipment/Track', { TrackNo: number })).body.Body.Items.filter(
        (item: { Id: string }) => item.Id === id,
      );
    expect(await tracked(second)).toEqual([]);
    expect((await tracked(first)).map((item: { ContainerNumbers: string[] }) => item.ContainerNumbers)).toEqual([
      [third, first],
    ]);
    await put([]);
    expect(await shown(id)).toEqual([]);
  });

  it('ingests DCSA events: dates, status and ETA history follow, with a message per milestone and ETA change', async () => {
    const sea = await seaShipmentOfA();
    const created = now();
    const etd = new Date(created.getTime() + DAY);
    const bookedEta = new Date(created.getTime() + 16 * DAY);
    const messagesBefore = await messageCount(companyA);
    const events = [
      transportEvent(sea.externalId, { code: 'DEPA', classifier: 'ACT', at: etd, place: 'CNSHA', created: etd }),
      transportEvent(
        sea.externalId,
        { code: 'ARRI', classifier: 'EST', at: new Date(bookedEta.getTime() + 3 * DAY), place: 'USLAX', created: etd },
        { delayReasonCode: 'WEA', changeRemark: 'Typhoon in the East China Sea' },
      ),
    ];
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', { events });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    expect(answer.body.Body).toEqual({ accepted: 2, eventIds: events.map((e) => e.eventID) });

    const detail = await client('Shipment/GetDetail', { Id: sea.id });
    expect(detail.body.Body).toMatchObject({
      Status: '2',
      Atd: etd.toISOString(),
      Eta: new Date(bookedEta.getTime() + 3 * DAY).toISOString(),
      OriginalEta: bookedEta.toISOString(),
      DelayDays: 3,
      IsDelayed: true,
      ContainerNumbers: sea.body.containers.map((container) => container.number),
    });
    expect(detail.body.Body.Origin).toMatchObject({ Code: 'CNSHA', Name: 'Shanghai', Country: 'CN' });
    expect(detail.body.Body.Destination.Latitude).toBeCloseTo(33.74, 1);
    const history = await client('Shipment/GetEtaHistory', { Id: sea.id });
    expect(history.body.Body).toMatchObject({ OriginalEta: bookedEta.toISOString(), SlipDays: 3 });
    expect(history.body.Body.Entries.map((e: { SlipDays: number }) => e.SlipDays)).toEqual([0, 3]);
    expect(history.body.Body.Entries[1]).toMatchObject({ DelayReasonCode: 'WEA', Source: 'Event' });

    const timeline = await client('Shipment/GetEvents', { Id: sea.id });
    const arrival = timeline.body.Body.Milestones.find((m: { Code: string }) => m.Code === 'ARRI');
    expect(arrival).toMatchObject({ Estimated: new Date(bookedEta.getTime() + 3 * DAY).toISOString(), Actual: null });

    const inbox = await t.database.db.select().from(messages).where(eq(messages.relateId, sea.id));
    expect(new Set(inbox.map((m) => m.messageType))).toEqual(new Set(['2', '3']));
    expect(inbox.find((m) => m.messageType === '3')?.content).toContain('WEA');
    // One message per user of company A for each of the two notices.
    const users = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where company_id = ${companyA} and enabled`,
    );
    expect((await messageCount(companyA)) - messagesBefore).toBe(2 * (users[0]?.n ?? 0));
  });

  it('ingests IATA status events for an air shipment', async () => {
    const air = airShipment(now());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', air);
    const at = (hours: number) => new Date(now().getTime() + hours * 3_600_000).toISOString();
    const base = { shipmentExternalId: air.externalId, flightNo: 'LH 8401', pieces: 12, weightKg: 412.5 };
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/iata', {
      events: [
        { ...base, statusCode: 'RCS', eventDateTime: at(1), airport: 'PVG' },
        { ...base, statusCode: 'DEP', eventDateTime: at(5), airport: 'PVG' },
        { ...base, statusCode: 'ARR', eventDateTime: at(17), airport: 'FRA' },
        { ...base, statusCode: 'CCD', eventDateTime: at(22), airport: 'FRA' },
      ],
    });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.externalId, air.externalId));
    expect(row).toMatchObject({ status: '4', atd: new Date(at(5)), ata: new Date(at(17)) });
    const timeline = await client('Shipment/GetEvents', { Id: row?.id });
    expect(timeline.body.Body.Events[0]).toMatchObject({
      Code: 'CCD',
      FlightNo: 'LH8401',
      Pieces: 12,
      WeightKg: 412.5,
    });
  });

  it('refuses an IATA status event for a sea shipment, naming the field, and writes nothing of the batch', async () => {
    const sea = await seaShipmentOfA();
    const air = airShipment(now());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', air);
    const before = await eventCount(companyA);
    const at = now().toISOString();
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/iata', {
      events: [
        { shipmentExternalId: air.externalId, statusCode: 'RCS', eventDateTime: at, airport: 'PVG' },
        { shipmentExternalId: sea.externalId, statusCode: 'DEP', eventDateTime: at, airport: 'PVG' },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(answer.body.Msg).toContain(
      `events[1].shipmentExternalId: shipment ${sea.externalId} is a sea shipment; IATA status events are for air shipments only`,
    );
    expect(await eventCount(companyA)).toBe(before);
  });

  it('treats a retried batch as a no-op with the same answer, with or without an Idempotency-Key', async () => {
    const { externalId } = await seaShipmentOfA();
    const created = now();
    const batch = {
      events: [
        transportEvent(externalId, {
          code: 'ARRI',
          classifier: 'PLN',
          at: new Date(created.getTime() + 16 * DAY),
          place: 'USLAX',
          created,
        }),
        // No eventID: the content's hash stands in for it.
        {
          ...transportEvent(externalId, { code: 'DEPA', classifier: 'PLN', at: created, place: 'CNSHA', created }),
          eventID: undefined,
        },
      ],
    };
    const first = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch);
    expect(first.body.ErrorCode, first.body.Msg).toBe(0);
    const events = await eventCount(companyA);
    const inbox = await messageCount(companyA);
    const retry = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch);
    expect(retry.body).toEqual(first.body);
    expect(await eventCount(companyA)).toBe(events);
    expect(await messageCount(companyA)).toBe(inbox);

    const keyed = { 'idempotency-key': `batch-${externalId}` };
    const withKey = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch, keyed);
    const replay = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch, keyed);
    expect(replay.body).toEqual(withKey.body);
    const other = await integration(
      'POST',
      '/companies/BRIGHTWAVE/events/dcsa',
      { events: batch.events.slice(1) },
      keyed,
    );
    expect(other.status).toBe(409);
    // The same eventID with other content is a conflict too.
    const [firstEvent] = batch.events;
    const altered = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [{ ...firstEvent, eventDateTime: new Date(created.getTime() + 20 * DAY).toISOString() }],
    });
    expect(altered.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    expect(altered.body.Msg).toContain('events[0].eventID');
    expect(await eventCount(companyA)).toBe(events);
  });

  it('refuses a batch with one bad event whole, naming its index and field', async () => {
    const { externalId } = await seaShipmentOfA();
    const air = airShipment(now());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', air);
    const created = now();
    const good = (place: string) =>
      transportEvent(externalId, { code: 'ARRI', classifier: 'ACT', at: created, place, created });
    const before = await eventCount(companyA);
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [good('USLAX'), good('USLAX'), { ...good('USLAX'), eventDateTime: 'next Tuesday' }, good('USLAX')],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(answer.body.Msg).toContain('events[2].eventDateTime: must match format "date-time"');
    const missingCall = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [good('USLAX'), { ...good('USLAX'), transportCall: undefined }],
    });
    expect(missingCall.body.Msg).toContain('events[1].transportCall: is required');
    const iata = await integration('POST', '/companies/BRIGHTWAVE/events/iata', {
      events: [
        {
          shipmentExternalId: air.externalId,
          statusCode: 'XXX',
          eventDateTime: created.toISOString(),
          airport: 'FRA',
        },
      ],
    });
    expect(iata.body.Msg).toContain('events[0].statusCode');
    expect(await eventCount(companyA)).toBe(before);
  });

  it('removes a retracted event from the timeline and recomputes the dates', async () => {
    const sea = await seaShipmentOfA();
    const created = now();
    const estimate = transportEvent(sea.externalId, {
      code: 'ARRI',
      classifier: 'EST',
      at: new Date(created.getTime() + 30 * DAY),
      place: 'USLAX',
      created: new Date(created.getTime() + DAY),
    });
    await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: [estimate] });
    const slipped = await client('Shipment/GetDetail', { Id: sea.id });
    expect(slipped.body.Body.Eta).toBe(estimate.eventDateTime);
    const retraction = { eventID: randomUUID(), retractedEventID: estimate.eventID };
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: [retraction] });
    expect(answer.body.Body.eventIds).toEqual([retraction.eventID]);
    const detail = await client('Shipment/GetDetail', { Id: sea.id });
    expect(detail.body.Body.Eta).not.toBe(estimate.eventDateTime);
    const timeline = await client('Shipment/GetEvents', { Id: sea.id });
    expect(timeline.body.Body.Events.map((e: { EventId: string }) => e.EventId)).not.toContain(estimate.eventID);
    const unknown = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [{ retractedEventID: randomUUID() }],
    });
    expect(unknown.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });

  it("refuses an event for another company's shipment exactly like one for a missing shipment", async () => {
    const ofB = seaShipment(now(), { origin: 'CNNGB', destination: 'DEHAM' });
    await putShipment(t.app, apiKey, 'HANSEATIC', ofB);
    const created = now();
    const before = await eventCount(companyB);
    const forB = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [
        transportEvent(ofB.externalId, { code: 'DEPA', classifier: 'ACT', at: created, place: 'CNNGB', created }),
      ],
    });
    const forNobody = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [transportEvent('NOPE-1', { code: 'DEPA', classifier: 'ACT', at: created, place: 'CNNGB', created })],
    });
    expect(forB.status).toBe(404);
    expect(forB.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    expect(forB.body.Msg.replace(ofB.externalId, 'X')).toBe(forNobody.body.Msg.replace('NOPE-1', 'X'));
    expect(await eventCount(companyB)).toBe(before);
  });
});
