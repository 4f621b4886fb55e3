/**
 * Known errata of the published DCSA files: the Track & Trace 2.2.0 OpenAPI (`dcsa/tnt_v2.2.0.yaml`)
 * and EVENT_DOMAIN 3.1.0 (`dcsa/event_domain_v3.1.0.yaml`, the events of T&T 3.0), each list
 * applied to its file's schemas before they are compiled. Each one is a place where the file's own
 * published example, and what carriers send, contradicts the schema beside it; the official
 * schema stays the rule everywhere else. Each erratum has a test built from the example.
 */
export interface DcsaErratum {
  id: string;
  /** What the file says, what carriers send, and what Portside accepts. */
  reading: string;
  /** Where the contradicting example is published. */
  evidence: string;
  /** Changes the file's `components.schemas` in place. */
  apply(schemas: Record<string, unknown>): void;
}

type SchemaNode = Record<string, unknown>;

function node(schemas: Record<string, unknown>, ...path: (string | number)[]): SchemaNode {
  let current: unknown = schemas;
  for (const step of path) {
    current = (current as Record<string | number, unknown> | undefined)?.[step];
    if (current === undefined) throw new Error(`DCSA erratum: no ${path.join('.')} in the schema file`);
  }
  return current as SchemaNode;
}

/** The property `name` of the one `allOf` part that defines it. */
function propertyOf(parts: unknown, name: string): SchemaNode {
  const part = (parts as SchemaNode[]).find((candidate) => (candidate.properties as SchemaNode | undefined)?.[name]);
  if (!part) throw new Error(`DCSA erratum: no ${name} in the schema file`);
  return (part.properties as Record<string, SchemaNode>)[name] as SchemaNode;
}

export const DCSA_TNT_2_2_ERRATA: readonly DcsaErratum[] = [
  {
    id: 'document-reference-type-codes',
    reading:
      'documentReferences[].documentReferenceType lists the labels "BKG (Booking)" and "TRD (Transport Document)" as its ' +
      'values; carriers send the codes BKG and TRD. Both codes and labels are accepted.',
    evidence:
      'components.schemas.documentReferences.example and documentReferences_inner.documentReferenceType.example ' +
      '(BKG, TRD) in tnt_v2.2.0.yaml',
    apply(schemas) {
      const type = node(schemas, 'documentReferences_inner', 'properties', 'documentReferenceType');
      type.enum = [...(type.enum as string[]), 'BKG', 'TRD'];
    },
  },
  {
    id: 'transport-call-location-null',
    reading:
      'transportCall.location is an object, yet its published example is null ("can often be omitted when it is just ' +
      'repeating the contents of the UNLocationCode field"); carriers send null. null is read as absent.',
    evidence:
      'components.schemas.transportCall.allOf[…].properties.location.allOf[1].example (null) in tnt_v2.2.0.yaml',
    apply(schemas) {
      const parts = node(schemas, 'transportCall', 'allOf') as unknown as SchemaNode[];
      const part = parts.find((candidate) => (candidate.properties as SchemaNode | undefined)?.location);
      if (!part) throw new Error('DCSA erratum: transportCall.location not found');
      (part.properties as SchemaNode).location = {
        anyOf: [(part.properties as SchemaNode).location, { type: 'null' }],
      };
    },
  },
];

/**
 * Known errata of DCSA EVENT_DOMAIN 3.1.0 (`dcsa/event_domain_v3.1.0.yaml`), the event schemas of
 * Track & Trace 3.0, found by validating every example published in it and in
 * `dcsa/tnt_v3.0.0-Beta-1.yaml` against the schema beside it.
 */
export const DCSA_EVENT_DOMAIN_3_1_ERRATA: readonly DcsaErratum[] = [
  {
    id: 'transport-call-facility-type-border',
    reading:
      'transportCall.facilityTypeCode describes the border as "BORD (Border)", and the equipment payload\'s ' +
      'facilityTypeCode lists BORD, yet the transportCall enum lists BOCR. BORD is accepted as well as BOCR.',
    evidence:
      'components.schemas.transportCall.allOf[…].properties.facilityTypeCode (description and enum) against ' +
      'baseEquipmentEvent.allOf[…].properties.facilityTypeCode.enum in event_domain_v3.1.0.yaml',
    apply(schemas) {
      const facilityTypeCode = propertyOf(node(schemas, 'transportCall', 'allOf'), 'facilityTypeCode');
      facilityTypeCode.enum = [...(facilityTypeCode.enum as string[]), 'BORD'];
    },
  },
  {
    id: 'equipment-event-location',
    reading:
      'The equipment payload names the place of an event away from a transport call eventLocation; the published ' +
      'PICK example sends it as location, which the schema would let through unchecked and unread. location is ' +
      'read as eventLocation and checked against the same schema.',
    evidence:
      'dropPickExample (second event, payload.location) of GET /v3/events in tnt_v3.0.0-Beta-1.yaml against ' +
      'baseEquipmentEvent.allOf[…].properties.eventLocation in event_domain_v3.1.0.yaml',
    apply(schemas) {
      const parts = node(schemas, 'baseEquipmentEvent', 'allOf') as unknown as SchemaNode[];
      const eventLocation = propertyOf(parts, 'eventLocation');
      parts.push({ type: 'object', properties: { location: eventLocation } });
    },
  },
];
