/**
 * Local stand-ins for the shared DCSA domains that EVENT_DOMAIN 3.1.0 (`dcsa/event_domain_v3.1.0.yaml`)
 * refers to by SwaggerHub URL and that are not shipped (DCSA_DOMAIN 3.0.0, LOCATION_DOMAIN 3.0.0,
 * DOCUMENTATION_DOMAIN 2.1.0). Each is registered under the URL the file names, so the file's
 * `$ref`s resolve unchanged. Where the bundled T&T 2.2 file (`dcsa/tnt_v2.2.0.yaml`, as published,
 * without its errata) defines the same thing, its definition is used (`$ref` into `dcsa-tnt-2.2.0`);
 * where it does not, the stand-in is a plain string, as permissive as the name allows.
 * Only what a shipment, transport or equipment event reaches is defined: a `$ref` left
 * unresolved fails the compilation, so nothing is silently accepted.
 */
export interface DcsaSubstitution {
  /** The SwaggerHub document the event domain refers to, e.g. `…/DCSA_DOMAIN/3.0.0`. */
  domain: string;
  name: string;
  /** Where the stand-in comes from. */
  source: string;
  schema: Record<string, unknown>;
}

const SWAGGERHUB = 'https://api.swaggerhub.com/domains/dcsaorg';
export const DCSA_DOMAIN = `${SWAGGERHUB}/DCSA_DOMAIN/3.0.0`;
export const LOCATION_DOMAIN = `${SWAGGERHUB}/LOCATION_DOMAIN/3.0.0`;
export const DOCUMENTATION_DOMAIN = `${SWAGGERHUB}/DOCUMENTATION_DOMAIN/2.1.0`;
/** The id the T&T 2.2 file's schemas are registered under beside the 3.0 ones. */
export const TNT_2_2_ID = 'urn:portside:dcsa-tnt-2.2.0';

const fromTnt22 = (domain: string, name: string, tnt22Name = name): DcsaSubstitution => ({
  domain,
  name,
  source: `tnt_v2.2.0.yaml components.schemas.${tnt22Name}`,
  schema: { $ref: `${TNT_2_2_ID}#/components/schemas/${tnt22Name}` },
});

const plainString = (domain: string, name: string): DcsaSubstitution => ({
  domain,
  name,
  source: 'not in the shipped files: any string',
  schema: { type: 'string' },
});

/** A location of LOCATION_DOMAIN 3.0.0, told apart by `locationType` (the file's discriminator). */
const location = (
  name: string,
  locationType: string,
  properties: Record<string, string>,
  required: string[],
): DcsaSubstitution => ({
  domain: LOCATION_DOMAIN,
  name,
  source: `locationType ${locationType} (the event domain's discriminator mapping); fields from tnt_v2.2.0.yaml location`,
  schema: {
    type: 'object',
    properties: {
      locationType: { type: 'string', enum: [locationType] },
      locationName: { $ref: `${TNT_2_2_ID}#/components/schemas/locationName` },
      ...Object.fromEntries(
        Object.entries(properties).map(([field, tnt22Name]) => [
          field,
          { $ref: `${TNT_2_2_ID}#/components/schemas/${tnt22Name}` },
        ]),
      ),
    },
    required: ['locationType', ...required],
  },
});

export const DCSA_EVENT_DOMAIN_SUBSTITUTIONS: readonly DcsaSubstitution[] = [
  ...['UNLocationCode', 'vesselIMONumber', 'vesselName', 'vesselFlag', 'vesselCallSignNumber'].map((name) =>
    fromTnt22(DCSA_DOMAIN, name),
  ),
  ...['vesselOperatorCarrierCode', 'vesselOperatorCarrierCodeListProvider', 'carrierServiceCode'].map((name) =>
    fromTnt22(DCSA_DOMAIN, name),
  ),
  ...['equipmentReference', 'ISOEquipmentCode', 'emptyIndicatorCode', 'transportCallSequenceNumber'].map((name) =>
    fromTnt22(DCSA_DOMAIN, name),
  ),
  ...['delayReasonCode', 'referenceType', 'referenceValue'].map((name) => fromTnt22(DCSA_DOMAIN, name)),
  // 3.0 splits 2.2's voyage number in two and renames transportCallID; the 2.2 definitions carry over.
  fromTnt22(DCSA_DOMAIN, 'carrierExportVoyageNumber', 'carrierVoyageNumber'),
  fromTnt22(DCSA_DOMAIN, 'carrierImportVoyageNumber', 'carrierVoyageNumber'),
  fromTnt22(DCSA_DOMAIN, 'transportCallReference', 'transportCallID'),
  ...['universalServiceReference', 'universalExportVoyageReference', 'universalImportVoyageReference'].map((name) =>
    plainString(DCSA_DOMAIN, name),
  ),
  ...['portVisitReference', 'partyName', 'carrierCode', 'carrierCodeListProvider'].map((name) =>
    plainString(DCSA_DOMAIN, name),
  ),
  ...['bargeName', 'bargeFlag', 'bargeCallSignNumber', 'bargeOperatorCarrierCode'].map((name) =>
    plainString(DCSA_DOMAIN, name),
  ),
  plainString(DCSA_DOMAIN, 'bargeOperatorCarrierCodeListProvider'),
  location('unLocationLocation', 'UNLO', { UNLocationCode: 'UNLocationCode' }, ['UNLocationCode']),
  location(
    'facilityLocation',
    'FACI',
    {
      UNLocationCode: 'UNLocationCode',
      facilityCode: 'facilityCode',
      facilityCodeListProvider: 'facilityCodeListProvider',
    },
    ['UNLocationCode', 'facilityCode', 'facilityCodeListProvider'],
  ),
  location('addressLocation', 'ADDR', { address: 'address' }, ['address']),
  location('geoLocation', 'GEOL', { latitude: 'latitude', longitude: 'longitude' }, ['latitude', 'longitude']),
  {
    domain: DOCUMENTATION_DOMAIN,
    name: 'seals',
    source:
      'tnt_v2.2.0.yaml seals/seal (sealNumber, sealSource, sealType, sealNumber and sealType required), under ' +
      'the names the 3.0 examples use: number, source, type',
    schema: {
      type: 'object',
      properties: {
        seals: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              number: { $ref: `${TNT_2_2_ID}#/components/schemas/sealNumber` },
              source: { $ref: `${TNT_2_2_ID}#/components/schemas/sealSource` },
              type: { $ref: `${TNT_2_2_ID}#/components/schemas/sealType` },
            },
            required: ['number', 'type'],
          },
        },
      },
    },
  },
];

/** The substitutions as one schema document per SwaggerHub domain, ready for Ajv. */
export function substituteDocuments(substitutions: readonly DcsaSubstitution[]) {
  const byDomain = new Map<string, Record<string, unknown>>();
  for (const { domain, name, schema } of substitutions) {
    const schemas = byDomain.get(domain) ?? {};
    schemas[name] = schema;
    byDomain.set(domain, schemas);
  }
  return [...byDomain].map(([domain, schemas]) => ({ $id: domain, components: { schemas } }));
}
