import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from '../src/seed/demo.js';

export { DEMO_PASSWORD };

export interface Envelope {
  ErrorCode: number;
  Msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read any field of any answer
  Body: any;
}

let addressCounter = 0;
/** A fresh client address, so per-address rate limits of one test do not leak into another. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function call(
  app: FastifyInstance,
  options: InjectOptions & { token?: string | undefined; ip?: string },
): Promise<{ status: number; body: Envelope; headers: Record<string, unknown> }> {
  const { token, ip, headers, ...rest } = options;
  const res = await app.inject({
    ...rest,
    remoteAddress: ip ?? '10.0.0.1',
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() as Envelope, headers: res.headers };
}

export async function login(app: FastifyInstance, account: string, password = DEMO_PASSWORD, ip = freshIp()) {
  const res = await call(app, {
    method: 'POST',
    url: '/cms/api/User/Login',
    payload: { AccountName: account, Password: password },
    ip,
  });
  if (res.body.ErrorCode !== 0) throw new Error(`login ${account} failed: ${res.body.Msg}`);
  return res.body.Body as { AccessToken: string; UserInfo: { UserId: string; CompanyId: string | null } };
}
