import type { Labels } from './locales.js';

/**
 * The one error catalogue of the API (DESIGN §4). ErrorCode is what the web client acts on;
 * HttpStatus tells proxies, logs and monitors the class of the answer. 0 and 101 are success,
 * 3 is the session-expired signal the web client recognises by the text "Unauthorized access",
 * 100 is a failed business check handed back to the caller.
 */
export const ERRORS = {
  Success: {
    ErrorCode: 0,
    HttpStatus: 200,
    Msg: { 'zh-CN': '成功', 'en-US': 'Success', 'fr-FR': 'Succès', 'de-DE': 'Erfolg' },
  },
  Unauthorized: {
    ErrorCode: 3,
    HttpStatus: 401,
    // The web client matches the English text, so every language keeps it (spec §4).
    Msg: {
      'zh-CN': 'Unauthorized access: 未授权访问，请重新登录',
      'en-US': 'Unauthorized access: please log in again',
      'fr-FR': 'Unauthorized access: veuillez vous reconnecter',
      'de-DE': 'Unauthorized access: bitte melden Sie sich erneut an',
    },
  },
  BusinessCheckFailed: {
    ErrorCode: 100,
    HttpStatus: 422,
    Msg: {
      'zh-CN': '业务校验未通过',
      'en-US': 'The business check did not pass',
      'fr-FR': "Le contrôle métier n'a pas abouti",
      'de-DE': 'Die fachliche Prüfung ist fehlgeschlagen',
    },
  },
  SuccessWithNotice: {
    ErrorCode: 101,
    HttpStatus: 200,
    Msg: { 'zh-CN': '成功', 'en-US': 'Success', 'fr-FR': 'Succès', 'de-DE': 'Erfolg' },
  },
  ValidationFailed: {
    ErrorCode: 4000,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '请求参数无效',
      'en-US': 'Invalid request',
      'fr-FR': 'Requête invalide',
      'de-DE': 'Ungültige Anfrage',
    },
  },
  MalformedBody: {
    ErrorCode: 4001,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '请求体不是有效的 JSON',
      'en-US': 'The request body is not valid JSON',
      'fr-FR': "Le corps de la requête n'est pas un JSON valide",
      'de-DE': 'Der Anfragetext ist kein gültiges JSON',
    },
  },
  Forbidden: {
    ErrorCode: 4030,
    HttpStatus: 403,
    Msg: {
      'zh-CN': '没有权限执行此操作',
      'en-US': 'You are not allowed to do this',
      'fr-FR': "Vous n'êtes pas autorisé à effectuer cette action",
      'de-DE': 'Sie sind dazu nicht berechtigt',
    },
  },
  NotFound: {
    ErrorCode: 4040,
    HttpStatus: 404,
    Msg: {
      'zh-CN': '请求的资源不存在',
      'en-US': 'Not found',
      'fr-FR': 'Introuvable',
      'de-DE': 'Nicht gefunden',
    },
  },
  Conflict: {
    ErrorCode: 4090,
    HttpStatus: 409,
    Msg: {
      'zh-CN': '与当前数据冲突',
      'en-US': 'The request conflicts with the current data',
      'fr-FR': 'La requête est en conflit avec les données actuelles',
      'de-DE': 'Die Anfrage steht im Konflikt mit den aktuellen Daten',
    },
  },
  PayloadTooLarge: {
    ErrorCode: 4130,
    HttpStatus: 413,
    Msg: {
      'zh-CN': '请求体过大',
      'en-US': 'The request body is too large',
      'fr-FR': 'Le corps de la requête est trop volumineux',
      'de-DE': 'Der Anfragetext ist zu groß',
    },
  },
  UnsupportedMediaType: {
    ErrorCode: 4150,
    HttpStatus: 415,
    Msg: {
      'zh-CN': '不支持的内容类型',
      'en-US': 'Unsupported content type',
      'fr-FR': 'Type de contenu non pris en charge',
      'de-DE': 'Nicht unterstützter Inhaltstyp',
    },
  },
  RateLimited: {
    ErrorCode: 4290,
    HttpStatus: 429,
    Msg: {
      'zh-CN': '请求过于频繁，请稍后再试',
      'en-US': 'Too many requests, please try again later',
      'fr-FR': 'Trop de requêtes, veuillez réessayer plus tard',
      'de-DE': 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
    },
  },
  InternalError: {
    ErrorCode: 5000,
    HttpStatus: 500,
    Msg: {
      'zh-CN': '服务器内部错误',
      'en-US': 'Internal server error',
      'fr-FR': 'Erreur interne du serveur',
      'de-DE': 'Interner Serverfehler',
    },
  },
  ServiceUnavailable: {
    ErrorCode: 5030,
    HttpStatus: 503,
    Msg: {
      'zh-CN': '服务暂时不可用，请稍后再试',
      'en-US': 'The service is temporarily unavailable, please try again later',
      'fr-FR': 'Le service est temporairement indisponible, veuillez réessayer plus tard',
      'de-DE': 'Der Dienst ist vorübergehend nicht verfügbar, bitte versuchen Sie es später erneut',
    },
  },
} as const satisfies Record<string, { ErrorCode: number; HttpStatus: number; Msg: Labels }>;

export type ErrorName = keyof typeof ERRORS;

/** ErrorCodes the web client treats as success (spec §8). */
export const SUCCESS_CODES: readonly number[] = [ERRORS.Success.ErrorCode, ERRORS.SuccessWithNotice.ErrorCode];
