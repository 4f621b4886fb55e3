import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';

/**
 * Headers of one HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113 §8.2.2), and the host, which
 * the proxy sets to the server's; HTTP/2's pseudo-headers (`:path`…) are left out by their colon.
 */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/** A self-signed certificate for 127.0.0.1, made by openssl for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'portside-h2-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the README's deployment puts in front of the instances: a balancer that speaks HTTP/2 over
 * TLS to the browser and HTTP/1.1 to the server. Its certificate is self-signed, so the browser
 * must be told to accept it.
 */
export async function startHttp2Proxy(upstream: string): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const proxy = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: OutgoingHttpHeaders = { host: target.host, 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !NOT_FORWARDED.has(name)) headers[name] = value;
    }
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const answerHeaders: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!NOT_FORWARDED.has(name)) answerHeaders[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  const connections = new Set<TLSSocket>();
  proxy.on('secureConnection', (socket: TLSSocket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        // Open streams (the message stream) would hold the close back.
        for (const socket of connections) socket.destroy();
      }),
  };
}
