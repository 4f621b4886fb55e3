import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { API_DOCS_PUBLIC: 'true' } });
  });
  afterAll(() => t.close());

  it('is served at /api/docs/json and generated from the contracts schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    const operation = doc.paths['/cms/api/BaseData/GetDictItemByParentCode'].post;
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['parentCode']);
    expect(body.properties.parentCode.type).toBe('array');
    const ok = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok.properties).sort()).toEqual(['Body', 'ErrorCode', 'Msg']);
    expect(doc.paths['/readyz'].get).toBeDefined();
  });

  it('answers /api/docs with an HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the OpenAPI document in production, unless API_DOCS_PUBLIC says so (issue 17, I2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('is not served: /api/docs and /api/docs/json answer 404', async () => {
    for (const url of ['/api/docs/', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().ErrorCode).not.toBe(0);
    }
  });
});
