import fs from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { DCSA_EVENT_DOMAIN_PATH, DCSA_TNT_SPEC_PATH } from '../../paths.js';
import { DCSA_EVENT_DOMAIN_3_1_ERRATA, type DcsaErratum } from './dcsa-errata.js';
import { type DcsaEventType, type DcsaValidator, describe, toJsonSchema } from './dcsa-schema.js';
import {
  DCSA_EVENT_DOMAIN_SUBSTITUTIONS,
  type DcsaSubstitution,
  substituteDocuments,
  TNT_2_2_ID,
} from './dcsa-substitutes.js';

/** The id T&T 3.0 refers to the event domain by; registering the file under it resolves its `$ref`s. */
const EVENT_DOMAIN_ID = 'https://api.swaggerhub.com/domains/dcsaorg/EVENT_DOMAIN/3.1.0';

/** The event schemas of EVENT_DOMAIN 3.1.0, by the `metadata.eventType` they are for. */
const EVENT_SCHEMAS: Record<DcsaEventType, string> = {
  SHIPMENT: 'shipmentEvent',
  TRANSPORT: 'transportEvent',
  EQUIPMENT: 'equipmentEvent',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Ajv honours OpenAPI's `discriminator` (it then checks only the branch the tag names, so a
 * fault names the field at fault, not another branch's tag) but refuses `mapping`; the file's
 * mappings repeat what each branch's own one-value enum of the tag says, so they are dropped.
 */
function withoutDiscriminatorMappings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDiscriminatorMappings);
  if (!isObject(node)) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withoutDiscriminatorMappings(value)]),
  );
  if (isObject(copy.discriminator)) copy.discriminator = { propertyName: copy.discriminator.propertyName };
  return copy;
}

const readSchemas = (path: string) =>
  toJsonSchema(
    (parse(fs.readFileSync(path, 'utf8')) as { components: { schemas: unknown } }).components.schemas,
  ) as Record<string, unknown>;

/**
 * Compiles the shipment, transport and equipment event schemas of DCSA EVENT_DOMAIN 3.1.0 (the
 * events of Track & Trace 3.0) once, with its known errata applied and the unshipped shared
 * domains stood in for (dcsa-substitutes.ts). A 3.0 event is `{ metadata, payload }`; its
 * `metadata.eventType` picks the schema, as 2.2's top-level `eventType` does.
 */
export function createDcsaV3Validator(
  options: { errata?: readonly DcsaErratum[]; substitutions?: readonly DcsaSubstitution[] } = {},
): DcsaValidator {
  const { errata = DCSA_EVENT_DOMAIN_3_1_ERRATA, substitutions = DCSA_EVENT_DOMAIN_SUBSTITUTIONS } = options;
  const schemas = withoutDiscriminatorMappings(readSchemas(DCSA_EVENT_DOMAIN_PATH)) as Record<string, unknown>;
  for (const erratum of errata) erratum.apply(schemas);
  const ajv = new Ajv({ strict: false, allErrors: false, discriminator: true });
  addFormats(ajv);
  ajv.addSchema({ $id: TNT_2_2_ID, components: { schemas: readSchemas(DCSA_TNT_SPEC_PATH) } });
  for (const document of substituteDocuments(substitutions)) ajv.addSchema(document);
  ajv.addSchema({ $id: EVENT_DOMAIN_ID, components: { schemas } });
  const validators = Object.fromEntries(
    Object.entries(EVENT_SCHEMAS).map(([eventType, name]) => [
      eventType,
      ajv.compile({ $ref: `${EVENT_DOMAIN_ID}#/components/schemas/${name}` }),
    ]),
  ) as Record<DcsaEventType, ValidateFunction>;
  return {
    validate(event) {
      const metadata = event.metadata;
      if (!isObject(metadata)) return { field: 'metadata', message: 'must be object' };
      const eventType = metadata.eventType;
      if (typeof eventType !== 'string' || !(eventType in validators)) {
        return { field: 'metadata.eventType', message: `must be one of ${Object.keys(EVENT_SCHEMAS).join(', ')}` };
      }
      const validate = validators[eventType as DcsaEventType];
      if (!validate(event)) {
        const [first] = validate.errors ?? [];
        return first ? describe(first) : { field: '', message: 'is invalid' };
      }
      // The file states this condition in prose only ("if retractedEventID is not provided … payload is mandatory").
      const retracts = metadata.retractedEventID !== undefined && metadata.retractedEventID !== null;
      if (!retracts && event.payload === undefined) return { field: 'payload', message: 'is required' };
      if (retracts && event.payload !== undefined) {
        return { field: 'payload', message: 'must be absent when metadata.retractedEventID is given' };
      }
      return null;
    },
  };
}
