import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DCSA_EVENT_DOMAIN_PATH, DCSA_TNT_3_SPEC_PATH } from '../../paths.js';
import { DCSA_EVENT_DOMAIN_3_1_ERRATA } from './dcsa-errata.js';
import { DCSA_EVENT_DOMAIN_SUBSTITUTIONS } from './dcsa-substitutes.js';
import { createDcsaV3Validator } from './dcsa-v3-schema.js';
import { forwarderReferenceV3, normalizeDcsaEvent, normalizeDcsaV3Event } from './normalize.js';

// biome-ignore lint/suspicious/noExplicitAny: the published files are read as plain YAML
type Yaml = any;
const tnt3: Yaml = parse(fs.readFileSync(DCSA_TNT_3_SPEC_PATH, 'utf8'));
const domain: Yaml = parse(fs.readFileSync(DCSA_EVENT_DOMAIN_PATH, 'utf8'));
const listExamples = tnt3.paths['/v3/events'].get.responses['200'].content['application/json'].examples;
const oneExamples = tnt3.paths['/v3/events/{eventID}'].get.responses['200'].content['application/json'].examples;
/** Every event the T&T 3.0 file publishes, named by its example (and index in a list). */
const publishedEvents: [string, Record<string, unknown>][] = [
  ...Object.entries<Yaml>(listExamples).flatMap(([name, example]) =>
    (example.value as Record<string, unknown>[]).map((event, index): [string, Record<string, unknown>] => [
      `${name}[${index}]`,
      event,
    ]),
  ),
  ...Object.entries<Yaml>(oneExamples).map(([name, example]): [string, Record<string, unknown>] => [
    name,
    example.value,
  ]),
];
const example = (name: string): Yaml => structuredClone(publishedEvents.find(([key]) => key === name)?.[1]);

const withErrata = createDcsaV3Validator();
const official = createDcsaV3Validator({ errata: [] });

describe('DCSA T&T 3.0 events (EVENT_DOMAIN 3.1.0)', () => {
  it('accepts every event the T&T 3.0 file publishes', () => {
    expect(publishedEvents).toHaveLength(11);
    for (const [name, event] of publishedEvents) expect([name, withErrata.validate(event)]).toEqual([name, null]);
  });

  it('stands in for each unshipped shared domain, and compiles nothing without them', () => {
    const referenced = new Set(
      [
        ...fs
          .readFileSync(DCSA_EVENT_DOMAIN_PATH, 'utf8')
          .matchAll(/\$ref: '(https:[^#']+)#\/components\/schemas\/(\w+)'/g),
      ].map(([, domainUrl, name]) => `${domainUrl}#${name}`),
    );
    for (const substitution of DCSA_EVENT_DOMAIN_SUBSTITUTIONS) {
      expect(referenced).toContain(`${substitution.domain}#${substitution.name}`);
      expect(substitution.source.length).toBeGreaterThan(10);
    }
    expect(() => createDcsaV3Validator({ substitutions: [] })).toThrow(
      /can't resolve reference https:\/\/api\.swaggerhub/,
    );
    // The stand-ins hold the 2.2 definitions: a UN/LOCODE stays five characters at most.
    const event = example('transshipmentExample');
    event.payload.transportCall.location.UNLocationCode = 'NLAMSTERDAM';
    expect(withErrata.validate(event)).toEqual({
      field: 'payload.transportCall.location.UNLocationCode',
      message: 'must NOT have more than 5 characters',
    });
  });

  it('refuses a bad event naming the field, the location by the kind its locationType names', () => {
    const event = example('transshipmentExample');
    event.payload.transportCall.location = {
      locationType: 'FACI',
      UNLocationCode: 'NLRTM',
      facilityCode: 'RTMECTDELTA',
      facilityCodeListProvider: 'SMDG',
    };
    expect(withErrata.validate(event)).toEqual({
      field: 'payload.transportCall.location.facilityCode',
      message: 'must NOT have more than 6 characters',
    });
    event.payload.transportCall.location = { locationType: 'PORT', UNLocationCode: 'NLRTM' };
    expect(withErrata.validate(event)).toEqual({
      field: 'payload.transportCall.location.locationType',
      message: 'is not a known value ("PORT")',
    });
    expect(withErrata.validate({ eventType: 'TRANSPORT', metadata: 'x' })).toEqual({
      field: 'metadata',
      message: 'must be object',
    });
    const unknownType = example('shipmentEventExample');
    unknownType.metadata.eventType = 'REEFER';
    expect(withErrata.validate(unknownType)?.field).toBe('metadata.eventType');
    const noId = example('shipmentEventExample');
    delete noId.metadata.eventID;
    expect(withErrata.validate(noId)).toEqual({ field: 'metadata.eventID', message: 'is required' });
    const wrongClassifier = example('shipmentEventExample');
    wrongClassifier.payload.eventClassifierCode = 'EST';
    expect(withErrata.validate(wrongClassifier)).toMatchObject({ field: 'payload.eventClassifierCode' });
  });

  it('holds the payload rule the file states in prose: required unless the event retracts another, then absent', () => {
    const noPayload = example('railTransportExample');
    delete noPayload.payload;
    expect(withErrata.validate(noPayload)).toEqual({ field: 'payload', message: 'is required' });
    const retraction = example('retractedTransportEventExample');
    expect(withErrata.validate(retraction)).toBeNull();
    retraction.payload = example('railTransportExample').payload;
    expect(withErrata.validate(retraction)).toEqual({
      field: 'payload',
      message: 'must be absent when metadata.retractedEventID is given',
    });
  });

  it('maps a 3.0 event into the same normalized event as its 2.2 equivalent', () => {
    const v3 = example('transportEventListExample[1]');
    v3.payload.references.push({ type: 'FF', value: 'TMS-1' });
    v3.payload.delayReasonCode = 'WEA';
    v3.payload.changeRemark = 'Bad weather';
    expect(forwarderReferenceV3(v3.payload)).toBe('TMS-1');
    const v22 = {
      eventID: v3.metadata.eventID,
      eventCreatedDateTime: v3.metadata.eventCreatedDateTime,
      eventType: 'TRANSPORT',
      eventClassifierCode: 'EST',
      eventDateTime: v3.payload.eventDateTime,
      transportEventTypeCode: 'ARRI',
      delayReasonCode: 'WEA',
      changeRemark: 'Bad weather',
      transportCall: {
        transportCallID: '6E3BA447',
        modeOfTransport: 'VESSEL',
        UNLocationCode: 'NLRAM',
        location: { locationName: 'Port of Amsterdam', UNLocationCode: 'NLRAM' },
        exportVoyageNumber: '2103S',
        vessel: { vesselIMONumber: '9321483', vesselName: 'King of the Seas' },
      },
      references: [{ referenceType: 'FF', referenceValue: 'TMS-1' }],
    };
    const { payloadHash: hash3, ...mapped } = normalizeDcsaV3Event(v3, 'TMS-1');
    const { payloadHash: hash22, ...expected } = normalizeDcsaEvent(v22, 'TMS-1');
    expect(mapped).toEqual(expected);
    expect(mapped).toMatchObject({
      eventType: 'TRANSPORT',
      classifier: 'EST',
      code: 'ARRI',
      locationCode: 'NLRAM',
      vesselName: 'King of the Seas',
      voyageNo: '2103S',
      delayReasonCode: 'WEA',
      remark: 'Bad weather',
    });
    expect(hash3).not.toBe(hash22);

    const shipment = normalizeDcsaV3Event(example('shipmentEventExample'), 'TMS-1');
    expect(shipment).toMatchObject({
      eventType: 'SHIPMENT',
      code: 'ISSU',
      documentTypeCode: 'TRD',
      remark: 'All good',
    });
    const truck = normalizeDcsaV3Event(example('truckTransportExample'), 'TMS-1');
    expect(truck).toMatchObject({ transportMode: 'TRUCK', locationCode: null, vesselName: null });
  });
});

describe('DCSA EVENT_DOMAIN 3.1.0 errata', () => {
  it('lists each erratum with its reading and the published text that shows it', () => {
    expect(DCSA_EVENT_DOMAIN_3_1_ERRATA.map((erratum) => erratum.id)).toEqual([
      'transport-call-facility-type-border',
      'equipment-event-location',
    ]);
    for (const erratum of DCSA_EVENT_DOMAIN_3_1_ERRATA) {
      expect(erratum.reading.length).toBeGreaterThan(40);
      expect(erratum.evidence).toContain('event_domain_v3.1.0.yaml');
    }
  });

  it("accepts BORD, the border code transportCall.facilityTypeCode's own description gives, beside the enum's BOCR", () => {
    const schemas = domain.components.schemas;
    const callPart = schemas.transportCall.allOf.find((part: Yaml) => part.properties?.facilityTypeCode);
    const equipmentPart = schemas.baseEquipmentEvent.allOf.find((part: Yaml) => part.properties?.facilityTypeCode);
    expect(callPart.properties.facilityTypeCode.description).toContain('BORD (Border)');
    expect(callPart.properties.facilityTypeCode.enum).toContain('BOCR');
    expect(callPart.properties.facilityTypeCode.enum).not.toContain('BORD');
    expect(equipmentPart.properties.facilityTypeCode.enum).toContain('BORD');

    const atBorder = example('transshipmentExample');
    atBorder.payload.transportCall.facilityTypeCode = 'BORD';
    expect(official.validate(atBorder)).toMatchObject({ field: 'payload.transportCall.facilityTypeCode' });
    expect(withErrata.validate(atBorder)).toBeNull();
    atBorder.payload.transportCall.facilityTypeCode = 'BOCR';
    expect(withErrata.validate(atBorder)).toBeNull();
    atBorder.payload.transportCall.facilityTypeCode = 'BRDR';
    expect(withErrata.validate(atBorder)).toMatchObject({ field: 'payload.transportCall.facilityTypeCode' });
  });

  it("reads the published PICK example's payload.location as the eventLocation the schema names, and checks it", () => {
    const pick = example('dropPickExample[1]');
    expect(pick.payload.eventLocation).toBeUndefined();
    expect(pick.payload.location).toEqual({
      locationType: 'UNLO',
      locationName: 'Port of Amsterdam',
      UNLocationCode: 'NLRAM',
    });
    expect(normalizeDcsaV3Event(pick, 'TMS-1')).toMatchObject({
      code: 'PICK',
      locationCode: 'NLRAM',
      locationName: 'Port of Amsterdam',
      emptyIndicator: 'EMPTY',
    });
    // The official schema lets any location through unread; with the erratum it is checked.
    pick.payload.location = { locationType: 'UNLO', UNLocationCode: 'AMSTERDAM' };
    expect(official.validate(pick)).toBeNull();
    expect(withErrata.validate(pick)).toEqual({
      field: 'payload.location.UNLocationCode',
      message: 'must NOT have more than 5 characters',
    });
  });
});
