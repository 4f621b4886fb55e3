import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '../lib/request';

export interface FakeAnswer {
  status?: number;
  data: unknown;
}

export interface SentRequest {
  url: string | undefined;
  method: string | undefined;
  headers: InternalAxiosRequestConfig['headers'];
  body: unknown;
  params: unknown;
  timeout: number | undefined;
}

/**
 * Replaces the HTTP transport of the one axios instance, so the real interceptors and envelope
 * rules run and only the network is fake. Returns the requests as the server would receive them.
 */
export function fakeServer(answer: FakeHandler): SentRequest[] {
  const received: SentRequest[] = [];
  http.defaults.adapter = async (config): Promise<AxiosResponse> => {
    const sent: SentRequest = {
      url: config.url,
      method: config.method,
      headers: config.headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
      timeout: config.timeout,
    };
    received.push(sent);
    const { status = 200, data } = await answer(sent);
    return { data, status, statusText: String(status), headers: {}, config };
  };
  return received;
}

export function envelope<T>(ErrorCode: number, Body: T, Msg = '') {
  return { ErrorCode, Msg, Body };
}

export type FakeHandler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Answers each URL with its own handler; a call nobody expected fails the test loudly. */
export function byUrl(handlers: Record<string, FakeHandler>): FakeHandler {
  return (request) => {
    const handler = handlers[request.url ?? ''];
    if (!handler) throw new Error(`No fake answer for ${request.method} ${request.url}`);
    return handler(request);
  };
}

/** An answer with ErrorCode 0 and this Body. */
export const ok =
  <T>(body: T): FakeHandler =>
  () => ({ data: envelope(0, body) });
