/**
 * Known errata of the published DCSA Track & Trace 2.2.0 OpenAPI file (`dcsa/tnt_v2.2.0.yaml`),
 * applied to its schemas before they are compiled. Each one is a place where the file's own
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
