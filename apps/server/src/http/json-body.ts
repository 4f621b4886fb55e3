import type { FastifyInstance } from 'fastify';

function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value !== null && typeof value === 'object') {
    const trimmed: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) trimmed[key] = trimStrings(field);
    return trimmed;
  }
  return value;
}

/**
 * JSON bodies go through Fastify's own parser (it refuses __proto__ and constructor poisoning)
 * and then have every string trimmed: spec §5 trims all string fields of POST bodies, and doing
 * it here means no schema can forget it.
 */
export function registerTrimmedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), (error, parsed) => {
      if (error) done(error, undefined);
      else done(null, trimStrings(parsed));
    });
  });
}
