import type { Envelope } from '@portside/contracts/envelope';
import { ERROR_CODES, SUCCESS_CODES } from '@portside/contracts/error-codes';
import { DEFAULT_LOCALE, type Locale } from '@portside/contracts/locales';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { paths } from '../config/paths';
import { i18n } from '../i18n';
import { useLanguageStore } from '../stores/language-store';
import { getPortalConfig } from '../stores/portal-config-store';
import { getToken } from './auth-token';
import { clearClientSession } from './client-session';
import { navigateTo } from './navigation';
import { notifyError } from './notify';

/** Spec §7: the provider API. Empty: the origin that served the app (the server serves both). */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '';
/** Spec §9: request timeout 20000 ms. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Spec §9: redirect delay after session expiry 1000 ms. */
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 1000;
/** Spec §4: an ErrorCode 3 answer whose Msg contains this text means the session is gone. */
export const UNAUTHORIZED_ACCESS_TEXT = 'Unauthorized access';

/** The warehouse business check (spec §8): its ErrorCode 100 goes back to the caller, and it never ends the session. */
export const WAREHOUSE_CHECK_OPERATION = 'CheckWaresConformance';
/** Spec §8: calls whose answer goes back to the caller whatever its ErrorCode, without an error message. */
export const RAW_ANSWER_OPERATIONS = [
  'DownloadFBAFile',
  'ExportExcel',
  'DownLoadExpressLabelByExpressChildNo',
  'UploadReplenishDetail',
  WAREHOUSE_CHECK_OPERATION,
  'InsertExcel',
  'InsertDCGExcel',
  'GetUniversalVerificationCode',
  'DownloadFobOrderBillOfLadingFile',
] as const;
/** Spec §8: the menu fetch, whose failure is logged to the console rather than shown. */
export const MENU_FETCH_OPERATION = 'GetPermissions';
/** Spec §8: calls to a URL containing this get the server's answer as it is. */
export const WEB_AUTH_BIND_OPERATION = 'WebAuthBind';
/** Spec §8: answers of these content types are files, returned whole (headers included). */
export const FILE_CONTENT_TYPES = [
  'application/octet-stream',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
] as const;

export interface RequestConfig extends AxiosRequestConfig {
  /** The caller handles a failure itself: no error message and no session-expired flow. */
  skipErrorHandler?: boolean;
  /** Resolve with the envelope of a failed business check (ErrorCode 100) instead of showing it. */
  returnBusinessCheckFailure?: boolean;
}

/** Options of one call; url, method and body are the helpers' own arguments. */
export type RequestOptions = Omit<RequestConfig, 'url' | 'method' | 'data'>;

/** A response whose envelope carries an ErrorCode other than success. */
export class EnvelopeError extends Error {
  readonly ErrorCode: number;
  readonly Msg: string;

  constructor(errorCode: number, msg: string) {
    super(msg || `ErrorCode ${errorCode}`);
    this.name = 'EnvelopeError';
    this.ErrorCode = errorCode;
    this.Msg = msg;
  }
}

/** Spec §7: the server speaks en-US, fr-FR and de-DE; Chinese falls back to en-US. */
export function acceptLanguageFor(language: Locale): Locale {
  return language === 'de-DE' || language === 'fr-FR' ? language : DEFAULT_LOCALE;
}

/** Spec §7: the order services' /oms/ paths are served under /client/. */
export function rewriteServicePath(url: string): string {
  return url.replace('/oms/', '/client/');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Spec §5: every string field of a POST body is trimmed, at any depth. */
function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)]));
  return value;
}

/** The headers every call carries: the UI language as the server knows it, and the session's token. */
function sessionHeaders(): Record<string, string> {
  const token = getToken();
  return {
    'Accept-Language': acceptLanguageFor(useLanguageStore.getState().language),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

export const http = axios.create({
  baseURL: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  // The envelope, not the HTTP status, tells success from failure (DESIGN §4).
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) {
    // A caller's own Authorization header wins (spec §7: Bearer only if none is set).
    if (name !== 'Authorization' || !config.headers.has(name)) config.headers.set(name, value);
  }
  if (config.url) config.url = rewriteServicePath(config.url);
  if (config.method?.toLowerCase() === 'post' && (isPlainObject(config.data) || Array.isArray(config.data))) {
    const body = trimStrings(config.data);
    // Spec §7: plain-object bodies tell the server which variant (direct or agent) the host runs.
    config.data = isPlainObject(body)
      ? { ...body, IsFobAgentClient: getPortalConfig()?.IsFobAgentClient ?? false }
      : body;
    // Spec §7: posts are JSON. Form data (an upload) keeps the multipart type the browser gives it.
    config.headers.setContentType('application/json');
  }
  return config;
});

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'ErrorCode' in data && typeof data.ErrorCode === 'number';
}

function isSessionExpired(envelope: Envelope<unknown>): boolean {
  return (
    envelope.ErrorCode === ERROR_CODES.Unauthorized &&
    typeof envelope.Msg === 'string' &&
    envelope.Msg.includes(UNAUTHORIZED_ACCESS_TEXT)
  );
}

let sessionExpiryHandled = false;
let sessionExpiryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec §4: tell the user, wait a second so they can read it, then forget the session and go to
 * the login page. Calls failing at the same time (or later on this page) do not repeat it.
 */
function endExpiredSession(): void {
  if (sessionExpiryHandled) return;
  sessionExpiryHandled = true;
  const expired = i18n.t('session.expired');
  notifyError(expired);
  sessionExpiryTimer = setTimeout(() => {
    sessionExpiryTimer = undefined;
    // Leave the signed-in pages first: cleared earlier, they would redirect to the login page on their own.
    // The login page shows the message again, as the one shown here goes with the page.
    void navigateTo(paths.login, { text: expired, tone: 'error' }).finally(clearClientSession);
  }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
}

/**
 * The user signs out: calls that fail as unauthorized from now on (the session the server just
 * ended) are expected, and must not start a second way to the login page beside the sign-out's.
 */
export function expectSessionEnd(): void {
  clearTimeout(sessionExpiryTimer);
  sessionExpiryTimer = undefined;
  sessionExpiryHandled = true;
}

/** A new sign-in is a new session, whose expiry is handled again. */
export function resetSessionExpiry(): void {
  clearTimeout(sessionExpiryTimer);
  sessionExpiryTimer = undefined;
  sessionExpiryHandled = false;
}

/** How many times a call the server turned away as busy is sent again before its answer counts. */
export const BUSY_RETRIES = 2;
/** The longest wait before sending again, whatever Retry-After asks: the user is waiting. */
export const BUSY_RETRY_MAX_WAIT_MS = 5_000;

/**
 * How long to wait before sending the call again, if the server turned it away for now: a 503
 * with Retry-After in seconds. Our server answers so when it refused the call before it began
 * (its overload guard, issue 15, or a shutdown) or when the database failed it, which leaves its
 * transaction uncommitted: sending it again is safe for a write too. A rate limit (429) is not
 * retried: it is the user's to wait out.
 */
function busyRetryDelayMs(response: AxiosResponse): number | undefined {
  const retryAfter = response.headers['retry-after'];
  if (response.status !== 503 || retryAfter === undefined || retryAfter === null) return undefined;
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds * 1000, BUSY_RETRY_MAX_WAIT_MS);
}

/**
 * Sends a call, again after the wait the server asks for while it is busy (at most BUSY_RETRIES
 * times); a failure below HTTP (network, timeout) is logged, never shown (spec §8), and rejects.
 */
async function send<T>(config: RequestConfig): Promise<AxiosResponse<T>> {
  try {
    for (let retries = 0; ; retries++) {
      const response = await http.request<T>(config);
      const wait = retries < BUSY_RETRIES ? busyRetryDelayMs(response) : undefined;
      if (wait === undefined) return response;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  } catch (error) {
    console.error(`Request ${config.method ?? 'get'} ${config.url ?? ''} failed`, error);
    throw error;
  }
}

function isRawAnswerOperation(url: string): boolean {
  return RAW_ANSWER_OPERATIONS.some((operation) => url.includes(operation));
}

/**
 * Spec §8: a failed answer is shown (Msg, else 'Error'), or ends an expired session, and the call
 * rejects. A failed menu fetch is only logged: the user stays signed in, with the menus they had.
 */
function fail(data: unknown, config: RequestConfig, status: number): never {
  const msg = isEnvelope(data) && typeof data.Msg === 'string' ? data.Msg : '';
  const url = config.url ?? '';
  if (!config.skipErrorHandler) {
    if (isEnvelope(data) && isSessionExpired(data)) endExpiredSession();
    else if (url.includes(MENU_FETCH_OPERATION)) console.error(`The menu fetch ${url} failed`, data);
    else notifyError(msg || i18n.t('request.error'));
  }
  if (isEnvelope(data)) throw new EnvelopeError(data.ErrorCode, msg);
  throw new Error(`Response of ${url} is not an envelope (HTTP ${status})`);
}

/** The envelope rules of spec §8 that hand an answer back to the caller, in their order. */
function passedThrough(envelope: Envelope<unknown>, config: RequestConfig): boolean {
  const url = config.url ?? '';
  if (SUCCESS_CODES.includes(envelope.ErrorCode)) return true;
  if (isRawAnswerOperation(url)) return true;
  return (
    envelope.ErrorCode === ERROR_CODES.BusinessCheckFailed &&
    (url.includes(WAREHOUSE_CHECK_OPERATION) || config.returnBusinessCheckFailure === true)
  );
}

/**
 * Sends one call and resolves with its envelope when ErrorCode is a success code (0 or 101), or
 * when a rule of spec §8 hands the answer back (the named operations, a business check the caller
 * asked for). WebAuthBind calls get the server's answer as it is. Anything else is shown and rejects.
 */
export async function request<T>(config: RequestConfig): Promise<Envelope<T>> {
  const response = await send<unknown>(config);
  const { data } = response;
  if ((config.url ?? '').includes(WEB_AUTH_BIND_OPERATION)) return data as Envelope<T>;
  if (isEnvelope(data) && passedThrough(data, config)) return data as Envelope<T>;
  return fail(data, config, response.status);
}

/**
 * The Body of an answer the page received outside this module (public/first-paint.js's early
 * request), if it is a successful envelope; otherwise undefined, and the caller asks through
 * `get`/`post`, which report a failure as every request does.
 */
export function bodyOfSuccess<T>(answer: unknown): T | undefined {
  return isEnvelope(answer) && answer.ErrorCode === ERROR_CODES.Success ? (answer.Body as T) : undefined;
}

export async function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const envelope = await request<T>({ ...options, method: 'post', url, data: body });
  return envelope.Body;
}

export async function get<T>(url: string, options?: RequestOptions): Promise<T> {
  const envelope = await request<T>({ ...options, method: 'get', url });
  return envelope.Body;
}

function contentTypeOf(response: AxiosResponse): string {
  return String(response.headers['content-type'] ?? '').toLowerCase();
}

function isFileContentType(contentType: string): boolean {
  return FILE_CONTENT_TYPES.some((fileType) => contentType.startsWith(fileType));
}

/** A file answer, as opposed to the JSON envelope the server sends when there is no file. */
function isFileAnswer(response: AxiosResponse<Blob>): boolean {
  const contentType = contentTypeOf(response);
  return isFileContentType(contentType) || !contentType.includes('json');
}

async function jsonOf(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
  } catch {
    return undefined;
  }
}

/**
 * The failed envelope a file call got instead of its file, if it did: for the operations of spec
 * §8 whose answer goes back to the caller without a message (ExportExcel…), the caller reads it.
 */
export async function failedEnvelopeOfFile(response: AxiosResponse<Blob>): Promise<Envelope<unknown> | undefined> {
  if (isFileAnswer(response)) return undefined;
  const data = await jsonOf(response.data);
  return isEnvelope(data) && !SUCCESS_CODES.includes(data.ErrorCode) ? data : undefined;
}

/**
 * A file from the server as a blob, resolved with the whole response so the caller has its
 * headers (spec §8). The server answers a failure with a JSON envelope inside the blob: it is
 * parsed and its Msg shown for 5 s like any error, except for the operations whose answer goes
 * back to the caller as it is.
 */
async function requestFile(config: RequestConfig): Promise<AxiosResponse<Blob>> {
  const response = await send<Blob>({ ...config, responseType: 'blob' });
  if (isRawAnswerOperation(config.url ?? '') || isFileAnswer(response)) return response;
  const data = await jsonOf(response.data);
  if (isEnvelope(data) && SUCCESS_CODES.includes(data.ErrorCode)) return response;
  return fail(data, config, response.status);
}

/** Spec §7: a download is a GET as a blob. */
export function getFile(url: string, options?: RequestOptions): Promise<AxiosResponse<Blob>> {
  return requestFile({ ...options, method: 'get', url });
}

/** An export (ExportExcel): a POST of a filter, answered with the file whole. */
export function postFile(url: string, body: unknown, options?: RequestOptions): Promise<AxiosResponse<Blob>> {
  return requestFile({ ...options, method: 'post', url, data: body });
}

/**
 * A streamed GET (server-sent events) with the headers and URL rules of every call. fetch rather
 * than axios or EventSource: the body arrives as a stream, and EventSource cannot send the token.
 */
export async function openStream(url: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(API_BASE_URL + rewriteServicePath(url), {
    headers: { Accept: 'text/event-stream', ...sessionHeaders() },
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(`Stream ${url} could not be opened (HTTP ${response.status})`);
  }
  return response.body;
}
