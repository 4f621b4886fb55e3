import net from 'node:net';
import { ERRORS } from '@portside/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { frameworkAnswerOptions, registerErrorHandling } from './error-handling.js';

/** A raw HTTP/1.1 connection: write requests as text, read everything until the server closes it. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  return { write: (text: string) => socket.write(text), closed };
}

function rawExchange(port: number, text: string): Promise<string> {
  const connection = rawConnection(port);
  connection.write(text);
  return connection.closed;
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe("Fastify's own answers, as the envelope", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers a path that is not valid UTF-8 with 400', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/integration/v1/companies/%ED%A0%80/shipments/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ErrorCode: ERRORS.ValidationFailed.ErrorCode, Body: null });
  });

  it('answers a path parameter over the limit with 414', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/integration/v1/companies/${'x'.repeat(120)}/events/iata` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ ErrorCode: ERRORS.UriTooLong.ErrorCode, Body: null });
  });

  it('answers headers too large for the parser with 431 on the raw connection', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const response = await rawExchange(port, `GET /livez HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(response)).toMatchObject({ ErrorCode: ERRORS.HeadersTooLarge.ErrorCode, Body: null });
  });
});

describe('a request that arrives while the server shuts down', () => {
  let app: FastifyInstance;
  let releaseSlow: () => void = () => {};
  let markSlowStarted: () => void = () => {};
  let quickArrived: Promise<void>;
  const slowStarted = new Promise<void>((resolve) => {
    markSlowStarted = resolve;
  });
  beforeAll(async () => {
    app = Fastify({ ...frameworkAnswerOptions, forceCloseConnections: 'idle' });
    registerErrorHandling(app);
    app.get('/cms/api/Slow', async () => {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
        markSlowStarted();
      });
      return { done: true };
    });
    app.get('/cms/api/Quick', async () => ({ done: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    quickArrived = new Promise((resolve) => {
      app.server.on('request', (request: { url?: string }) => {
        if (request.url === '/cms/api/Quick') resolve();
      });
    });
  });

  it('gets the 503 envelope with Retry-After, while the one in flight finishes', async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const connection = rawConnection(port);
    connection.write('GET /cms/api/Slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await slowStarted;
    const closed = app.close();
    // Kept alive, the connection still carries a request after the drain began.
    connection.write('GET /cms/api/Quick HTTP/1.1\r\nHost: x\r\n\r\n');
    await quickArrived;
    releaseSlow();
    const [first, second] = (await connection.closed).split(/(?=HTTP\/1\.1 )/);
    await closed;
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(bodyOf(second ?? '')).toMatchObject({ ErrorCode: ERRORS.ServiceUnavailable.ErrorCode, Body: null });
  });
});
