import { DEFAULT_LOCALE, type Envelope, ERRORS, type Locale, SUCCESS_CODES } from '@portside/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { paths } from '../config/paths';
import { i18n } from '../i18n';
import { useLanguageStore } from '../stores/language-store';
import { getPortalConfig } from '../stores/portal-config-store';
import { getToken } from './auth-token';
import { clearClientSession } from './client-session';
import { navigateTo } from './navigation';
import { notifyError } from './notify';

/** Spec §9: request timeout 20000 ms. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Spec §9: redirect delay after session expiry 1000 ms. */
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 1000;
/** Spec §4: an ErrorCode 3 answer whose Msg contains this text means the session is gone. */
export const UNAUTHORIZED_ACCESS_TEXT = 'Unauthorized access';

export interface RequestConfig extends AxiosRequestConfig {
  /** The caller handles a failure itself: no error message and no session-expired flow. */
  skipErrorHandler?: boolean;
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

export const http = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { post: { 'Content-Type': 'application/json' } },
  // The envelope, not the HTTP status, tells success from failure (DESIGN §4).
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', acceptLanguageFor(useLanguageStore.getState().language));
  const token = getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  if (config.method?.toLowerCase() === 'post' && (isPlainObject(config.data) || Array.isArray(config.data))) {
    const body = trimStrings(config.data);
    // Spec §7: plain-object bodies tell the server which variant (direct or agent) the host runs.
    config.data = isPlainObject(body)
      ? { ...body, IsFobAgentClient: getPortalConfig()?.IsFobAgentClient ?? false }
      : body;
  }
  return config;
});

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'ErrorCode' in data && typeof data.ErrorCode === 'number';
}

function isSessionExpired(envelope: Envelope<unknown>): boolean {
  return (
    envelope.ErrorCode === ERRORS.Unauthorized.ErrorCode &&
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
  notifyError(i18n.t('session.expired'));
  sessionExpiryTimer = setTimeout(() => {
    sessionExpiryTimer = undefined;
    // Leave the signed-in pages first: cleared earlier, they would redirect to the login page on their own.
    void navigateTo(paths.login).finally(clearClientSession);
  }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
}

/** A new sign-in is a new session, whose expiry is handled again. */
export function resetSessionExpiry(): void {
  clearTimeout(sessionExpiryTimer);
  sessionExpiryTimer = undefined;
  sessionExpiryHandled = false;
}

/**
 * Sends one call and resolves with its envelope when ErrorCode is a success code (0 or 101).
 * Any other answer shows its Msg (or a generic error) and rejects; an expired session starts the
 * session-expired flow instead; network failures are only logged (spec §8).
 */
export async function request<T>({ skipErrorHandler = false, ...config }: RequestConfig): Promise<Envelope<T>> {
  let response: AxiosResponse<unknown>;
  try {
    response = await http.request<unknown>(config);
  } catch (error) {
    console.error(`Request ${config.method ?? 'get'} ${config.url ?? ''} failed`, error);
    throw error;
  }
  const { data } = response;
  if (isEnvelope(data) && SUCCESS_CODES.includes(data.ErrorCode)) return data as Envelope<T>;

  const msg = isEnvelope(data) && typeof data.Msg === 'string' ? data.Msg : '';
  if (!skipErrorHandler) {
    if (isEnvelope(data) && isSessionExpired(data)) endExpiredSession();
    else notifyError(msg || i18n.t('request.error'));
  }
  if (isEnvelope(data)) throw new EnvelopeError(data.ErrorCode, msg);
  throw new Error(`Response of ${config.url ?? ''} is not an envelope (HTTP ${response.status})`);
}

export async function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const envelope = await request<T>({ ...options, method: 'post', url, data: body });
  return envelope.Body;
}

export async function get<T>(url: string, options?: RequestOptions): Promise<T> {
  const envelope = await request<T>({ ...options, method: 'get', url });
  return envelope.Body;
}
