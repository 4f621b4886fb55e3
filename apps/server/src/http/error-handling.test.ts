import { Writable } from 'node:stream';
import { ERRORS } from '@portside/contracts';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { registerErrorHandling } from './error-handling.js';

const PASSWORD_HASH = '$scrypt$ln=17,r=8,p=1$sentinel-salt$sentinel-hash';

/** A database error as PostgreSQL and PGlite raise it, wrapped by drizzle with its SQL and parameters. */
function failedQuery(code: string, message: string): DrizzleQueryError {
  const cause = Object.assign(new Error(message), { code, constraint: 'users_account_name_unique' });
  return new DrizzleQueryError(
    'insert into "users" ("account_name", "password_hash") values ($1, $2)',
    ['lily', PASSWORD_HASH],
    cause,
  );
}

describe('unexpected and database errors', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  afterEach(() => app.close());

  async function answer(error: Error) {
    lines.length = 0;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const logger: FastifyBaseLogger = createLogger({ LOG_LEVEL: 'info' }, sink);
    app = Fastify({ loggerInstance: logger });
    registerErrorHandling(app);
    app.get('/cms/api/Fails', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/cms/api/Fails' });
    return { status: res.statusCode, body: res.json(), log: lines.join('\n') };
  }

  it('answers a unique violation that lost a race with 409, and logs no bound parameter', async () => {
    const res = await answer(
      failedQuery('23505', 'duplicate key value violates unique constraint "users_account_name_unique"'),
    );
    expect(res.status).toBe(409);
    expect(res.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    expect(res.log).toContain('23505');
    expect(res.log).not.toContain('sentinel');
    expect(res.log).not.toContain('insert into');
  });

  it('answers a NUL the database cannot store with 400', async () => {
    const res = await answer(failedQuery('22021', 'invalid byte sequence for encoding "UTF8": 0x00'));
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['3D000', 'database "portside" does not exist'],
    ['57014', 'canceling statement due to statement timeout'],
    ['57P03', 'the database system is not accepting connections'],
  ])('answers the outage %s with 503 and Retry-After', async (code, message) => {
    const res = await answer(failedQuery(code, message));
    expect(res.status).toBe(503);
    expect(res.body.ErrorCode).toBe(ERRORS.ServiceUnavailable.ErrorCode);
    expect(res.log).not.toContain('sentinel');
  });

  it('logs any other query failure by its SQLSTATE, not its SQL, and answers the generic 500', async () => {
    const res = await answer(failedQuery('42P01', 'relation "users" does not exist'));
    expect(res.status).toBe(500);
    expect(res.body.ErrorCode).toBe(ERRORS.InternalError.ErrorCode);
    expect(res.body.Msg).not.toContain('users');
    expect(res.log).toContain('42P01');
    expect(res.log).not.toContain('sentinel');
  });
});
