import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { transportEvent } from '../../../test/shipment-fixtures.js';
import { DCSA_TNT_SPEC_PATH } from '../../paths.js';
import { DCSA_TNT_2_2_ERRATA } from './dcsa-errata.js';
import { createDcsaValidator } from './dcsa-schema.js';

// biome-ignore lint/suspicious/noExplicitAny: the published file is read as plain YAML
const published = parse(fs.readFileSync(DCSA_TNT_SPEC_PATH, 'utf8')) as any;
const schemas = published.components.schemas;

const withErrata = createDcsaValidator();
const official = createDcsaValidator({ errata: [] });

const event = (extra: Record<string, unknown>) =>
  transportEvent(
    'PS-ERRATA-1',
    {
      code: 'DEPA',
      classifier: 'ACT',
      at: new Date('2026-11-01T08:00:00Z'),
      place: 'CNSHA',
      created: new Date('2026-11-01T08:05:00Z'),
    },
    extra,
  );

describe('DCSA T&T 2.2 errata', () => {
  it('lists each erratum with its reading and the published example that shows it', () => {
    expect(DCSA_TNT_2_2_ERRATA.map((erratum) => erratum.id)).toEqual([
      'document-reference-type-codes',
      'transport-call-location-null',
    ]);
    for (const erratum of DCSA_TNT_2_2_ERRATA) {
      expect(erratum.reading.length).toBeGreaterThan(40);
      expect(erratum.evidence).toContain('tnt_v2.2.0.yaml');
    }
  });

  it('accepts the published documentReferences example (codes BKG and TRD) that the official enum refuses', () => {
    const example = schemas.documentReferences.example;
    expect(example.map((reference: { documentReferenceType: string }) => reference.documentReferenceType)).toEqual([
      'BKG',
      'TRD',
    ]);
    const carrierEvent = event({ documentReferences: example });
    expect(official.validate(carrierEvent)).toEqual({
      field: 'documentReferences[0].documentReferenceType',
      message: 'must be one of BKG (Booking), TRD (Transport Document)',
    });
    expect(withErrata.validate(carrierEvent)).toBeNull();
    // The labels the file lists stay accepted, and anything else stays refused.
    expect(
      withErrata.validate(event({ documentReferences: [{ ...example[0], documentReferenceType: 'BKG (Booking)' }] })),
    ).toBeNull();
    expect(
      withErrata.validate(event({ documentReferences: [{ ...example[0], documentReferenceType: 'SHI' }] })),
    ).toMatchObject({
      field: 'documentReferences[0].documentReferenceType',
    });
  });

  it('reads the published null example of transportCall.location as absent', () => {
    const locationPart = schemas.transportCall.allOf.find(
      (part: { properties?: { location?: unknown } }) => part.properties?.location,
    );
    const example = locationPart.properties.location.allOf[1].example;
    expect(example).toBeNull();
    const carrierEvent = event({});
    carrierEvent.transportCall = {
      ...carrierEvent.transportCall,
      location: example,
    } as typeof carrierEvent.transportCall;
    expect(official.validate(carrierEvent)?.field).toBe('transportCall.location');
    expect(withErrata.validate(carrierEvent)).toBeNull();
    const notAnObject = event({});
    notAnObject.transportCall = { ...notAnObject.transportCall, location: 'CNSHA' } as typeof notAnObject.transportCall;
    expect(withErrata.validate(notAnObject)?.field).toBe('transportCall.location');
  });
});
