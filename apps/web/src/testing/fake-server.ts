import type { Dashboard } from '@portside/contracts';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ACTION_INBOX_URL } from '../app/pages/dashboard-data';
import { MESSAGE_PAGE_LIST_URL } from '../features/messages/messages-api';
import { SHIPMENT_DASHBOARD_URL } from '../features/shipments/shipments-api';
import { http, rewriteServicePath } from '../lib/request';
import { COLUMN_SETTINGS_LIST_URL } from '../shared/column-settings/column-settings-api';

export interface FakeAnswer {
  status?: number;
  data: unknown;
  headers?: Record<string, string>;
}

export interface SentRequest {
  url: string | undefined;
  method: string | undefined;
  headers: InternalAxiosRequestConfig['headers'];
  body: unknown;
  params: unknown;
  timeout: number | undefined;
  /** An upload's progress callback, for a test to report progress as the network would. */
  onUploadProgress: InternalAxiosRequestConfig['onUploadProgress'];
}

/**
 * What the frame asks for on every signed-in page, whatever the page: the message centre's unread
 * list and a table's saved columns, and the dashboard's figures and action inbox (every sign-in lands there). Unless
 * a test takes them over, they are answered empty and not listed, so a page's test sees its own
 * calls only.
 */
const BACKGROUND_ANSWERS: Record<string, unknown> = {
  [rewriteServicePath(MESSAGE_PAGE_LIST_URL)]: { Items: [], TotalCount: 0, UnreadCount: 0 },
  [COLUMN_SETTINGS_LIST_URL]: [],
  [SHIPMENT_DASHBOARD_URL]: {
    InTransit: 0,
    ArrivingNext7Days: 0,
    Delayed: 0,
    AwaitingCustomsClearance: 0,
    ByModePerMonth: [],
  } satisfies Dashboard,
  [ACTION_INBOX_URL]: [],
};

/**
 * Replaces the HTTP transport of the one axios instance, so the real interceptors and envelope
 * rules run and only the network is fake. Returns the requests as the server would receive them.
 * With `background: true` the frame's background calls reach `answer` and are listed too.
 */
export function fakeServer(answer: FakeHandler, { background = false } = {}): SentRequest[] {
  const received: SentRequest[] = [];
  http.defaults.adapter = async (config): Promise<AxiosResponse> => {
    const quiet = background ? undefined : backgroundAnswer(config.url);
    if (quiet !== undefined) return { data: quiet.data, status: 200, statusText: '200', headers: {}, config };
    const sent: SentRequest = {
      url: config.url,
      method: config.method,
      headers: config.headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
      timeout: config.timeout,
      onUploadProgress: config.onUploadProgress,
    };
    received.push(sent);
    const { status = 200, data, headers = {} } = await answer(sent);
    return { data, status, statusText: String(status), headers, config };
  };
  return received;
}

/**
 * The empty answer of one of the frame's background calls, for a fake that takes them over
 * (`background: true`) but has no answer of its own for some of them.
 */
export function backgroundAnswer(url: string | undefined): FakeAnswer | undefined {
  const body = BACKGROUND_ANSWERS[url ?? ''];
  return body === undefined ? undefined : { data: envelope(0, body) };
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
