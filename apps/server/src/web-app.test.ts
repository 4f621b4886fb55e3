import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@portside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import { buildApp } from './app.js';
import type { Database } from './db/client.js';
import { createLogger } from './logger.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let database: Database;
  let publicDir: string;

  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-public-'));
    fs.mkdirSync(path.join(publicDir, 'assets'));
    fs.writeFileSync(path.join(publicDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(publicDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    database = await openTestDatabase('pglite');
    app = await buildApp({
      config: { BODY_LIMIT_BYTES: 1024 * 1024, TRUST_PROXY: false },
      database,
      logger: createLogger({ LOG_LEVEL: 'silent' }),
      publicDir,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it.each(['/', '/home/login', '/cargoStatus/seaShipment?page=2', '/no/such/page'])(
    'serves the app at %s, never cached, so the router decides (history mode)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves fingerprinted assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/cms/api/Nope', '/client/api/x', '/integration/v1/x', '/api/nothing'])(
    'answers an unknown API path %s with the 404 envelope, not the app',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    },
  );

  it('answers a POST to a page path with the 404 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/home/login', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });
});
