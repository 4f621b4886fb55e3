import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, ERRORS, type ErrorName } from '@portside/contracts';
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { databaseFault, isDatabaseUnavailable } from '../db/client.js';
import { AppError, errorEnvelope, requestLocale, sendError } from './envelope.js';
import { describeIssues, RequestValidationError } from './validation.js';

/** Paths that belong to the API: an unknown one answers a 404 envelope, never the web app. */
export const API_PREFIXES = ['/cms/api', '/client/api', '/integration', '/api', '/v2', '/livez', '/readyz'];

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const FASTIFY_CODES: Record<string, ErrorName> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MalformedBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MalformedBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MalformedBody',
};

const STATUS_ERRORS: Record<number, ErrorName> = {
  400: 'ValidationFailed',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'RateLimited',
  503: 'ServiceUnavailable',
};

/**
 * Database refusals caused by the request: a unique violation after a pre-check lost a race (409),
 * a NUL or an invalid byte the database cannot store in text (400).
 */
const DATABASE_STATES: Record<string, ErrorName> = {
  '23505': 'Conflict',
  '22021': 'ValidationFailed',
  '22P05': 'ValidationFailed',
};

/**
 * What the log may hold of an error. A failed query's own message carries its SQL and every
 * bound parameter (a password hash, an API key's hash), so only the database's fault is kept.
 */
function loggable(error: Error): object {
  const fault = databaseFault(error);
  return fault ? { type: error.name, ...fault } : error;
}

function classify(error: FastifyError): ErrorName | undefined {
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code];
  const fault = databaseFault(error);
  if (fault && DATABASE_STATES[fault.code]) return DATABASE_STATES[fault.code];
  // Fastify's JSON parser rejects bad JSON with the SyntaxError itself, marked 400.
  if (error instanceof SyntaxError && error.statusCode === 400) return 'MalformedBody';
  if (error.statusCode && error.statusCode < 500) return STATUS_ERRORS[error.statusCode] ?? 'ValidationFailed';
  if (error.statusCode === 503) return 'ServiceUnavailable';
  return undefined;
}

/** How long a client should wait before retrying an instance that is shutting down. */
const SHUTDOWN_RETRY_AFTER_SECONDS = '5';

/**
 * A connection error Node's HTTP parser meets before any request exists (headers too large, a
 * request that never finished arriving): answered on the raw socket, still as the envelope. No
 * Accept-Language has been read, so the text is in the default language.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name: ErrorName =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HeadersTooLarge'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'RequestTimeout'
        : 'ValidationFailed';
  const body = JSON.stringify(errorEnvelope(name, DEFAULT_LOCALE));
  const status = ERRORS[name].HttpStatus;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's own answers, made envelopes: a path that is not valid UTF-8 (a lone surrogate), a path
 * parameter over the length limit, a connection error, and requests that arrive while the server
 * shuts down (answered by registerErrorHandling with 503 and Retry-After instead of Fastify's body).
 */
export const frameworkAnswerOptions = {
  return503OnClosing: false,
  frameworkErrors: (error, request, reply) => {
    request.log.info({ err: { code: error.code } }, 'request refused by the router');
    sendError(request, reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'UriTooLong' : 'ValidationFailed');
  },
  clientErrorHandler: answerClientError,
} satisfies FastifyServerOptions;

/**
 * Every failure leaves as the envelope with its catalogue ErrorCode and HTTP status. Messages come
 * from the catalogue in the caller's language; unexpected errors are logged (a database error
 * without its SQL and parameters) and answered with a generic message, so no stack trace or SQL
 * reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Requests already on a kept-alive connection still arrive while the server drains.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('retry-after', SHUTDOWN_RETRY_AFTER_SECONDS).header('connection', 'close');
    return sendError(request, reply, 'ServiceUnavailable');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RequestValidationError) {
      return sendError(request, reply, 'ValidationFailed', describeIssues(error, requestLocale(request)));
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(request, reply, error.errorName, error.detail);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggable(error) }, 'database unavailable');
      reply.header('retry-after', '1');
      return sendError(request, reply, 'ServiceUnavailable');
    }
    const name = classify(error);
    if (name) {
      request.log.info(
        { err: databaseFault(error) ?? { code: error.code, message: error.message } },
        'request refused',
      );
      return sendError(request, reply, name);
    }
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return sendError(request, reply, 'InternalError');
  });
}
