import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ERRORS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('portside '.repeat(400))});`;

describe('serving the built web app', () => {
  let t: TestApp;
  let publicDir: string;

  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-public-'));
    fs.mkdirSync(path.join(publicDir, 'assets'));
    fs.writeFileSync(path.join(publicDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(publicDir, 'assets', 'main-abc123.js'), MAIN_JS);
    // What the build's precompress plugin writes beside each text asset.
    fs.writeFileSync(path.join(publicDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(MAIN_JS));
    fs.writeFileSync(path.join(publicDir, 'assets', 'main-abc123.js.gz'), gzipSync(MAIN_JS));
    fs.writeFileSync(path.join(publicDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    t = await createTestApp('pglite', { publicDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it.each(['/', '/home/login', '/cargoStatus/seaShipment?page=2', '/no/such/page'])(
    'serves the app at %s, never cached, so the router decides (history mode)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves fingerprinted assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli or gzip copy of an asset by Accept-Encoding, and the plain file otherwise", async () => {
    const asset = '/assets/main-abc123.js';
    const brotli = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(MAIN_JS);

    const gzip = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(MAIN_JS);

    const plain = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
  });

  it('sends the page itself compressed too, still never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home/login', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it.each(['/cms/api/Nope', '/client/api/x', '/integration/v1/x', '/api/nothing'])(
    'answers an unknown API path %s with the 404 envelope, not the app',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    },
  );

  it('answers a POST to a page path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/home/login', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });
});
