import { DEFAULT_LOCALE, type Envelope, type Locale, SUCCESS_CODES } from '@portside/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { i18n } from '../i18n';
import { useLanguageStore } from '../stores/language-store';
import { getToken } from './auth-token';
import { notifyError } from './notify';

/** Spec §9: request timeout 20000 ms. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Options of one call; url, method and body are the helpers' own arguments. */
export type RequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'>;

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
  return config;
});

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'ErrorCode' in data && typeof data.ErrorCode === 'number';
}

/**
 * Sends one call and resolves with its envelope when ErrorCode is a success code (0 or 101).
 * Any other answer shows its Msg (or a generic error) and rejects; network failures are only
 * logged (spec §8).
 */
export async function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
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
  notifyError(msg || i18n.t('request.error'));
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
