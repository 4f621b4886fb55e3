import { type Envelope, ERRORS, type ErrorName, type Locale, pickLocale } from '@portside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A failure a handler raises on purpose; the error handler answers it from the catalogue. */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    /** Said after the catalogue text, e.g. the field at fault. Never a stack trace or SQL. */
    readonly detail?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ? `${errorName}: ${detail}` : errorName);
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}

export function ok<T>(Body: T): Envelope<T> {
  return { ErrorCode: ERRORS.Success.ErrorCode, Msg: '', Body };
}

export function errorEnvelope(name: ErrorName, locale: Locale, detail?: string): Envelope<null> {
  const entry = ERRORS[name];
  return {
    ErrorCode: entry.ErrorCode,
    Msg: detail ? `${entry.Msg[locale]}: ${detail}` : entry.Msg[locale],
    Body: null,
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, name: ErrorName, detail?: string) {
  return reply.code(ERRORS[name].HttpStatus).send(errorEnvelope(name, requestLocale(request), detail));
}
