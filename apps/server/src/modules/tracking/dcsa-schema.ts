import fs from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { DCSA_TNT_SPEC_PATH } from '../../paths.js';
import { DCSA_TNT_2_2_ERRATA, type DcsaErratum } from './dcsa-errata.js';

/** The event schemas of the official DCSA T&T 2.2 OpenAPI, by the eventType they are for. */
const EVENT_SCHEMAS = { SHIPMENT: 'shipmentEvent', TRANSPORT: 'transportEvent', EQUIPMENT: 'equipmentEvent' } as const;
export type DcsaEventType = keyof typeof EVENT_SCHEMAS;

/**
 * OpenAPI 3.0 schemas are JSON Schema with a few differences: `nullable` is a keyword of its own
 * (JSON Schema spells it as a "null" type) and `example`, `deprecated` and `discriminator` are
 * annotations. This turns `nullable: true` into a null type and drops `nullable`; the
 * annotations are left for Ajv to ignore (strict mode off).
 */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'nullable') converted[key] = toJsonSchema(value);
  }
  const record = node as Record<string, unknown>;
  if (record.nullable === true) {
    if (typeof record.type === 'string') converted.type = [record.type, 'null'];
    else converted.anyOf = [{ ...converted }, { type: 'null' }];
  }
  return converted;
}

export interface DcsaFault {
  /** The field at fault, e.g. "transportCall.UNLocationCode". */
  field: string;
  message: string;
}

export interface DcsaValidator {
  /** Null when the event is valid for its eventType. */
  validate(event: Record<string, unknown>): DcsaFault | null;
}

export function describe(error: ErrorObject): DcsaFault {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : part))
    .join('.')
    .replace(/\.\[/g, '[');
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return { field: path ? `${path}.${missing}` : missing, message: 'is required' };
  }
  if (error.keyword === 'discriminator') {
    const { tag, tagValue } = error.params as { tag: string; tagValue: unknown };
    return { field: path ? `${path}.${tag}` : tag, message: `is not a known value (${JSON.stringify(tagValue)})` };
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.join(', ');
    return { field: path, message: `must be one of ${allowed}` };
  }
  return { field: path, message: error.message ?? 'is invalid' };
}

/**
 * Compiles the event schemas of the DCSA file once, with its known errata applied (dcsa-errata.ts);
 * validation then costs microseconds per event.
 */
export function createDcsaValidator(
  options: { specPath?: string; errata?: readonly DcsaErratum[] } = {},
): DcsaValidator {
  const { specPath = DCSA_TNT_SPEC_PATH, errata = DCSA_TNT_2_2_ERRATA } = options;
  const spec = parse(fs.readFileSync(specPath, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  const schemas = toJsonSchema(spec.components.schemas) as Record<string, unknown>;
  for (const erratum of errata) erratum.apply(schemas);
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'dcsa-tnt-2.2.0', components: { schemas } });
  const validators = Object.fromEntries(
    Object.entries(EVENT_SCHEMAS).map(([eventType, name]) => [
      eventType,
      ajv.compile({ $ref: `dcsa-tnt-2.2.0#/components/schemas/${name}` }),
    ]),
  ) as Record<DcsaEventType, ValidateFunction>;
  return {
    validate(event) {
      const eventType = event.eventType;
      if (typeof eventType !== 'string' || !(eventType in validators)) {
        return { field: 'eventType', message: `must be one of ${Object.keys(EVENT_SCHEMAS).join(', ')}` };
      }
      const validate = validators[eventType as DcsaEventType];
      if (validate(event)) return null;
      const [first] = validate.errors ?? [];
      return first ? describe(first) : { field: '', message: 'is invalid' };
    },
  };
}
