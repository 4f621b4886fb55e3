import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type SerializerInput = Parameters<FastifySerializerCompiler<unknown>>[0];

/** A route's response schema as fastify-type-provider-zod takes it: the zod schema, or { properties: schema }. */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

type JsonSchema = { [key: string]: unknown };

/**
 * The keywords of a scalar branch that `X | null` may carry and still become a type list: what it
 * is, and checks (zod's pattern of an ISO time, a length, a bound) that only matter to validation,
 * which the serializer does not do. Without `pattern`, every nullable ISO time of an answer was
 * written by validating it against both branches: 3 % of the server's time on the shipment list.
 */
const SCALAR_KEYS = new Set([
  'type',
  'format',
  'description',
  'enum',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);

/**
 * Two changes to the schema zod writes, neither of which changes the JSON written:
 * - `additionalProperties: false` goes: fast-json-stringify writes the declared properties only
 *   either way, but it picks an anyOf branch (`X | null`) by validating the value, and an answer
 *   object carrying more than its contract (zod strips the rest) would then match no branch;
 * - `X | null` (anyOf of X and {type: null}) becomes a type list where X is a scalar, which
 *   fast-json-stringify writes without trying each branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((b) => isDeepStrictEqual(b, { type: 'null' }));
    const other = branches[1 - nullIndex] as JsonSchema | undefined;
    if (
      nullIndex >= 0 &&
      other &&
      typeof other.type === 'string' &&
      ['string', 'number', 'integer', 'boolean'].includes(other.type) &&
      Object.keys(other).every((key) => SCALAR_KEYS.has(key))
    ) {
      const { anyOf: _, ...rest } = schema;
      const { enum: values, const: constant, ...scalar } = other;
      return {
        ...rest,
        ...scalar,
        type: [other.type, 'null'],
        ...(Array.isArray(values) ? { enum: [...values, null] } : {}),
        ...(constant !== undefined ? { enum: [constant, null] } : {}),
      };
    }
  }
  return schema;
}

/**
 * The serializer compiled from the JSON schema of the same zod contract (zod's toJSONSchema,
 * then fast-json-stringify), or undefined when the contract has a part JSON Schema cannot say
 * (a transform, a date object): such a route keeps the zod serializer.
 */
export function compileFromContract(schema: unknown): Serialize | undefined {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return undefined;
  try {
    const jsonSchema = simplify(
      // The input side: an answer is encoded (safeEncode) to its contract's input type, the wire format.
      z.toJSONSchema(zodSchema, { target: 'draft-07', io: 'input', unrepresentable: 'throw', cycles: 'ref' }),
    ) as JsonSchema;
    return fastJsonStringify(jsonSchema) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * How answers are written. In production, by a serializer compiled from the JSON schema of the
 * route's zod contract: it writes the contract's fields only, without parsing the answer with zod
 * first (which cost about 7.5 % of the server's time on the shipment list; performance audit §3).
 * With `check` (tests and development), every answer is still parsed by its zod schema, an answer
 * that breaks its contract fails the request as it always did, and the compiled serializer must
 * write the same JSON as zod's, or the request fails naming both.
 * Compiled on a route's first answer, so a server starts as fast as before.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (input: SerializerInput) => {
    const viaZod = zodSerializerCompiler(input as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    let compiled: Serialize | null | undefined;
    const compile = () => {
      if (compiled === undefined) compiled = compileFromContract(input.schema) ?? null;
      return compiled;
    };
    if (!check) return (data: unknown) => (compile() ?? viaZod)(data);
    return (data: unknown) => {
      const expected = viaZod(data);
      const fast = compile();
      if (fast) {
        const written = fast(data);
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
          throw new Error(
            `The compiled serializer of ${input.method} ${input.url} (${input.httpStatus}) writes ${written}, the contract ${expected}`,
          );
        }
      }
      return expected;
    };
  };
}
