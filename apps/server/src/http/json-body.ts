import type { FastifyInstance } from 'fastify';

/**
 * Deeper than any body of the API. A deeper one is refused as malformed before it is parsed: the
 * walks over a parsed body (trimming here, the NUL check in validation.ts) recurse, and thousands
 * of levels overflowed the stack into a 500 (fuzz, issue 17 item 9).
 */
const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether the JSON text nests arrays and objects deeper than MAX_JSON_DEPTH (brackets in strings do not count). */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (OPENERS.has(char)) {
      depth++;
      if (depth > MAX_JSON_DEPTH) return true;
    } else if (CLOSERS.has(char)) depth--;
  }
  return false;
}

/** Marked as Fastify marks its own JSON errors, so the error handler answers MalformedBody. */
function tooDeepError(): SyntaxError {
  return Object.assign(new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { statusCode: 400 });
}

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
 * it here means no schema can forget it. A body nested too deeply is refused first.
 */
export function registerTrimmedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsTooDeep(text)) {
      done(tooDeepError(), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(error, undefined);
      else done(null, trimStrings(parsed));
    });
  });
}
