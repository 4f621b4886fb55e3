import type { Locale } from '@portside/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/** A request that does not match its schema; the error handler names the fields at fault. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    /** The fields the schema expects, to name them when the whole payload has the wrong shape. */
    readonly expectedFields: readonly string[],
  ) {
    super('Request validation failed');
  }
}

const NO_NUL = /^[^\0]*$/;

/**
 * PostgreSQL cannot store a NUL in text, so a string holding one is refused here, for the body,
 * the query and the path alike, as a pattern mismatch naming the field (not a 500 from the insert).
 */
function nulIssue(value: unknown, path: PropertyKey[]): z.core.$ZodIssue | undefined {
  if (typeof value === 'string') {
    if (NO_NUL.test(value)) return undefined;
    const issue: z.core.$ZodIssue = {
      code: 'invalid_format',
      format: 'regex',
      pattern: NO_NUL.source,
      input: value,
      path,
      message: '',
    };
    return { ...issue, message: messageOf(defaultMessages, issue) ?? 'Invalid string' };
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      const issue = nulIssue(field, [...path, Array.isArray(value) ? Number(key) : key]);
      if (issue) return issue;
    }
  }
  return undefined;
}

/**
 * Validates with the route's zod schema (packages/contracts). Unlike the stock compiler of
 * fastify-type-provider-zod it keeps the input on each issue, so the message can be rendered in
 * the caller's language afterwards.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    const nul = nulIssue(data, []);
    if (nul) return { error: new RequestValidationError([nul], fields) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, fields) };
  };

/** zod's own messages; an issue whose message differs carries the schema's own words. */
const defaultMessages = z.locales.en().localeError;

function messageOf(map: z.core.$ZodErrorMap, issue: z.core.$ZodIssue): string | undefined {
  const result = map(issue as Parameters<z.core.$ZodErrorMap>[0]);
  return typeof result === 'string' ? result : result?.message;
}

const zodLocales: Record<Locale, z.core.$ZodErrorMap> = {
  'zh-CN': z.locales.zhCN().localeError,
  'en-US': defaultMessages,
  'fr-FR': z.locales.fr().localeError,
  'de-DE': z.locales.de().localeError,
};

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

const MAX_ISSUES_SHOWN = 5;

/**
 * "parentCode[1]: Invalid input: expected string, received number" in the caller's language. A
 * message the schema sets itself (spec §5: '请填写备注信息') is kept as written.
 */
export function describeIssues(error: RequestValidationError, locale: Locale): string {
  return error.issues
    .slice(0, MAX_ISSUES_SHOWN)
    .map((issue) => {
      const ownMessage = issue.message !== messageOf(defaultMessages, issue);
      const text = ownMessage ? issue.message : (messageOf(zodLocales[locale], issue) ?? issue.message);
      const field = formatPath(issue.path) || (error.expectedFields.length > 0 ? error.expectedFields.join(', ') : '');
      return field ? `${field}: ${text}` : text;
    })
    .join('; ');
}
