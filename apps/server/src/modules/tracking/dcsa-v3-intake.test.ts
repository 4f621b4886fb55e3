import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ERRORS } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import {
  integrationApi,
  issueApiKey,
  putShipment,
  seaShipment,
  transportEvent,
} from '../../../test/shipment-fixtures.js';
import { trackingEvents } from '../../db/schema.js';
import { DCSA_TNT_3_SPEC_PATH } from '../../paths.js';

// biome-ignore lint/suspicious/noExplicitAny: the published file is read as plain YAML
type Yaml = any;
const tnt3: Yaml = parse(fs.readFileSync(DCSA_TNT_3_SPEC_PATH, 'utf8'));
const listExamples = tnt3.paths['/v3/events'].get.responses['200'].content['application/json'].examples;
const oneExamples = tnt3.paths['/v3/events/{eventID}'].get.responses['200'].content['application/json'].examples;
/** A published T&T 3.0 example event: `name` of a single example, or `name[index]` of a list. */
function published(name: string): Yaml {
  const [, listName, index] = /^(\w+)\[(\d+)\]$/.exec(name) ?? [];
  const value = listName ? listExamples[listName].value[Number(index)] : oneExamples[name].value;
  return structuredClone(value);
}
/** The published event with the FF reference naming a test shipment added to its references. */
function forShipment(event: Yaml, externalId: string): Yaml {
  const copy = structuredClone(event);
  copy.payload.references = [...(copy.payload.references ?? []), { type: 'FF', value: externalId }];
  return copy;
}

/** T&T 2.2 events saying what the published 3.0 examples say (the 3.0 eventIDs are fixed; these are fresh). */
function tnt22Equivalents(externalId: string) {
  const references = [{ referenceType: 'FF', referenceValue: externalId }];
  const amsterdam = { locationName: 'Port of Amsterdam', UNLocationCode: 'NLRAM' };
  const vessel = { vesselIMONumber: '9321483', vesselName: 'King of the Seas' };
  return [
    {
      eventID: randomUUID(),
      eventCreatedDateTime: '2022-09-19T06:31:00+02:00',
      eventType: 'SHIPMENT',
      eventClassifierCode: 'ACT',
      eventDateTime: '2022-09-19T06:31:00+02:00',
      shipmentEventTypeCode: 'ISSU',
      documentTypeCode: 'TRD',
      documentID: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
      reason: 'All good',
      references,
    },
    {
      eventID: randomUUID(),
      eventCreatedDateTime: '2022-09-30T09:25:00+02:00',
      eventType: 'EQUIPMENT',
      eventClassifierCode: 'EST',
      eventDateTime: '2019-11-12T07:41:00+08:30',
      equipmentEventTypeCode: 'LOAD',
      equipmentReference: 'APZU4812090',
      ISOEquipmentCode: '22GP',
      emptyIndicatorCode: 'LADEN',
      transportCall: {
        transportCallID: '987e4567',
        modeOfTransport: 'VESSEL',
        UNLocationCode: 'NLRAM',
        location: amsterdam,
        exportVoyageNumber: '2103S',
        vessel,
      },
      references,
    },
    {
      eventID: randomUUID(),
      eventCreatedDateTime: '2022-10-03T02:55:00+03:00',
      eventType: 'TRANSPORT',
      eventClassifierCode: 'EST',
      eventDateTime: '2022-11-12T07:41:00+08:30',
      transportEventTypeCode: 'ARRI',
      transportCall: {
        transportCallID: '6E3BA447',
        modeOfTransport: 'VESSEL',
        UNLocationCode: 'NLRAM',
        location: amsterdam,
        exportVoyageNumber: '2103S',
        vessel,
      },
      references,
    },
    {
      eventID: randomUUID(),
      eventCreatedDateTime: '2021-09-30T09:25:00+02:00',
      eventType: 'EQUIPMENT',
      eventClassifierCode: 'ACT',
      eventDateTime: '2018-03-18T17:36:00+01:00',
      equipmentEventTypeCode: 'PICK',
      equipmentReference: 'APNR7744962',
      ISOEquipmentCode: '22GP',
      emptyIndicatorCode: 'EMPTY',
      eventLocation: amsterdam,
      references,
    },
  ];
}
const EQUIVALENT_EXAMPLES = [
  'shipmentEventExample',
  'transshipmentExample',
  'transportEventListExample[1]',
  'dropPickExample[1]',
];

describe.each(DATABASE_KINDS)('DCSA T&T 3.0 events through the integration feed on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let companyB: string;
  const now = () => t.clock();
  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);
  const postEvents = (events: unknown[], company = 'BRIGHTWAVE') =>
    integration('POST', `/companies/${company}/events/dcsa`, { events });
  const timeline = async (id: string) =>
    (await call(t.app, { method: 'POST', url: '/client/api/Shipment/GetEvents', payload: { Id: id }, token: tokenA }))
      .body.Body;
  const shipmentOf = async (company: 'BRIGHTWAVE' | 'HANSEATIC' = 'BRIGHTWAVE') => {
    const shipment = seaShipment(now());
    return { ...shipment, id: await putShipment(t.app, apiKey, company, shipment) };
  };
  const rowsOf = async (shipmentId: string) =>
    t.database.db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, shipmentId));

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    companyB = (await login(t.app, 'agent')).UserInfo.CompanyId ?? '';
  });
  afterAll(() => t.close());

  it('accepts the published 3.0 examples and shows the same milestones and events as their 2.2 equivalents', async () => {
    const byV3 = await shipmentOf();
    const byV22 = await shipmentOf();
    const v3Events = EQUIVALENT_EXAMPLES.map((name) => forShipment(published(name), byV3.externalId));
    const v3 = await postEvents(v3Events);
    expect(v3.body.ErrorCode, v3.body.Msg).toBe(0);
    expect(v3.body.Body).toEqual({
      accepted: 4,
      eventIds: v3Events.map((event: Yaml) => event.metadata.eventID),
    });
    const v22 = await postEvents(tnt22Equivalents(byV22.externalId));
    expect(v22.body.ErrorCode, v22.body.Msg).toBe(0);

    const fromV3 = await timeline(byV3.id);
    const fromV22 = await timeline(byV22.id);
    expect(fromV3.Milestones).toHaveLength(4);
    expect(fromV3.Milestones).toEqual(fromV22.Milestones);
    const withoutIds = (events: { EventId: string }[]) => events.map(({ EventId: _, ...event }) => event);
    expect(withoutIds(fromV3.Events)).toEqual(withoutIds(fromV22.Events));
    expect(fromV3.Events.find((event: { Code: string }) => event.Code === 'ARRI')).toMatchObject({
      Classifier: 'EST',
      TransportMode: 'VESSEL',
      VesselName: 'King of the Seas',
      VoyageNo: '2103S',
      Location: { Code: 'NLRAM' },
    });
    expect(fromV3.Events.find((event: { Code: string }) => event.Code === 'PICK')).toMatchObject({
      Location: { Code: 'NLRAM' },
      EquipmentReference: 'APNR7744962',
    });

    // The same batch again is a no-op with the same answer; one of its eventIDs with other content is refused.
    const again = await postEvents(v3Events);
    expect(again.body).toEqual(v3.body);
    expect(await rowsOf(byV3.id)).toHaveLength(4);
    const changed = structuredClone(v3Events[2]);
    changed.payload.eventDateTime = '2022-11-13T07:41:00+08:30';
    const conflict = await postEvents([changed]);
    expect(conflict.status).toBe(409);
    expect(conflict.body.Msg).toContain(`events[0].eventID: ${changed.metadata.eventID}`);
  });

  it('retracts an event with the published retraction example (metadata.retractedEventID, no payload)', async () => {
    const sea = await shipmentOf();
    const retraction = published('retractedTransportEventExample');
    const estimate = forShipment(published('railTransportExample'), sea.externalId);
    estimate.metadata.eventID = retraction.metadata.retractedEventID;
    expect((await postEvents([estimate])).body.ErrorCode).toBe(0);
    expect((await timeline(sea.id)).Events).toHaveLength(1);

    const answer = await postEvents([retraction]);
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    expect(answer.body.Body.eventIds).toEqual([retraction.metadata.eventID]);
    expect(await timeline(sea.id)).toMatchObject({ Events: [], Milestones: [] });
  });

  it('takes a batch mixing 2.2 and 3.0 events, each read by its own version, and refuses it whole for one bad event', async () => {
    const sea = await shipmentOf();
    const created = now();
    const departure = transportEvent(sea.externalId, {
      code: 'DEPA',
      classifier: 'ACT',
      at: created,
      place: 'CNSHA',
      created,
    });
    const truck = forShipment(published('truckTransportExample'), sea.externalId);
    const pick = forShipment(published('dropPickExample[1]'), sea.externalId);
    pick.metadata.eventID = randomUUID();
    const badPick = structuredClone(pick);
    badPick.payload.location.UNLocationCode = 'AMSTERDAM';
    const before = await rowsOf(sea.id);

    const refused = await postEvents([departure, truck, badPick]);
    expect(refused.status).toBe(400);
    expect(refused.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(refused.body.Msg).toContain(
      'events[2].payload.location.UNLocationCode: must NOT have more than 5 characters',
    );
    const noReference = await postEvents([departure, published('truckTransportExample')]);
    expect(noReference.body.Msg).toContain("events[1].payload.references: an FF reference (the freight forwarder's");
    // A 2.2 field on a 3.0 event does not make it a 2.2 event: metadata decides.
    const half = { ...truck, eventType: 'TRANSPORT', eventClassifierCode: 'ACT' };
    delete half.payload;
    expect((await postEvents([half])).body.Msg).toContain('events[0].payload: is required');
    expect(await rowsOf(sea.id)).toHaveLength(before.length);

    const mixed = await postEvents([departure, truck, pick]);
    expect(mixed.body.ErrorCode, mixed.body.Msg).toBe(0);
    expect(mixed.body.Body.eventIds).toEqual([departure.eventID, truck.metadata.eventID, pick.metadata.eventID]);
    const modes = (await timeline(sea.id)).Events.map((event: { TransportMode: string | null }) => event.TransportMode);
    expect(modes.sort()).toEqual(['TRUCK', 'VESSEL', null].sort());
  });

  it('refuses the published list whose two events share one eventID, naming the second', async () => {
    const sea = await shipmentOf();
    const [drop, pick] = [published('dropPickExample[0]'), published('dropPickExample[1]')].map((event) =>
      forShipment(event, sea.externalId),
    );
    expect(drop.metadata.eventID).toBe(pick.metadata.eventID);
    // A fresh id, shared as published: the first test already received the published one.
    drop.metadata.eventID = randomUUID();
    pick.metadata.eventID = drop.metadata.eventID;
    const answer = await postEvents([drop, pick]);
    expect(answer.status).toBe(409);
    expect(answer.body.Msg).toContain(
      `events[1].eventID: ${pick.metadata.eventID} was received before with other content`,
    );
    expect(await rowsOf(sea.id)).toHaveLength(0);
  });

  it("answers a 3.0 event or retraction about another company's shipment exactly as one about nothing", async () => {
    const ofB = await shipmentOf('HANSEATIC');
    const eventOfB = forShipment(published('transshipmentExample'), ofB.externalId);
    eventOfB.metadata.eventID = randomUUID();
    expect((await postEvents([eventOfB], 'HANSEATIC')).body.ErrorCode).toBe(0);
    const rowsOfB = await rowsOf(ofB.id);
    expect(rowsOfB).toHaveLength(1);
    expect(rowsOfB[0]?.companyId).toBe(companyB);

    const forB = await postEvents([{ ...eventOfB, metadata: { ...eventOfB.metadata, eventID: randomUUID() } }]);
    const nobody = forShipment(published('transshipmentExample'), 'NOPE-1');
    const forNobody = await postEvents([nobody]);
    expect(forB.status).toBe(404);
    expect(forB.body.Msg.replace(ofB.externalId, 'X')).toBe(forNobody.body.Msg.replace('NOPE-1', 'X'));

    const retraction = published('retractedTransportEventExample');
    retraction.metadata.retractedEventID = eventOfB.metadata.eventID;
    const retractB = await postEvents([retraction]);
    retraction.metadata.retractedEventID = randomUUID();
    const retractNothing = await postEvents([retraction]);
    expect(retractB.status).toBe(404);
    expect(retractB.body.Msg.replace(eventOfB.metadata.eventID, 'X')).toBe(
      retractNothing.body.Msg.replace(retraction.metadata.retractedEventID, 'X'),
    );
    expect((await rowsOf(ofB.id))[0]?.retractedAt).toBeNull();
  });
});
