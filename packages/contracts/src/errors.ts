import { ERROR_CODES, type ErrorName } from './error-codes.js';
import type { Labels } from './locales.js';

/**
 * The one error catalogue of the API (DESIGN §4). ErrorCode is what the web client acts on;
 * HttpStatus tells proxies, logs and monitors the class of the answer. 0 and 101 are success,
 * 3 is the session-expired signal the web client recognises by the text "Unauthorized access",
 * 100 is a failed business check handed back to the caller.
 */
export const ERRORS = {
  Success: {
    ErrorCode: ERROR_CODES.Success,
    HttpStatus: 200,
    Msg: { 'zh-CN': '成功', 'en-US': 'Success', 'fr-FR': 'Succès', 'de-DE': 'Erfolg' },
  },
  Unauthorized: {
    ErrorCode: ERROR_CODES.Unauthorized,
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
    ErrorCode: ERROR_CODES.BusinessCheckFailed,
    HttpStatus: 422,
    Msg: {
      'zh-CN': '业务校验未通过',
      'en-US': 'The business check did not pass',
      'fr-FR': "Le contrôle métier n'a pas abouti",
      'de-DE': 'Die fachliche Prüfung ist fehlgeschlagen',
    },
  },
  SuccessWithNotice: {
    ErrorCode: ERROR_CODES.SuccessWithNotice,
    HttpStatus: 200,
    Msg: { 'zh-CN': '成功', 'en-US': 'Success', 'fr-FR': 'Succès', 'de-DE': 'Erfolg' },
  },
  ValidationFailed: {
    ErrorCode: ERROR_CODES.ValidationFailed,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '请求参数无效',
      'en-US': 'Invalid request',
      'fr-FR': 'Requête invalide',
      'de-DE': 'Ungültige Anfrage',
    },
  },
  MalformedBody: {
    ErrorCode: ERROR_CODES.MalformedBody,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '请求体不是有效的 JSON',
      'en-US': 'The request body is not valid JSON',
      'fr-FR': "Le corps de la requête n'est pas un JSON valide",
      'de-DE': 'Der Anfragetext ist kein gültiges JSON',
    },
  },
  LoginFailed: {
    ErrorCode: ERROR_CODES.LoginFailed,
    HttpStatus: 401,
    // One answer for an unknown account, a wrong password, a disabled or a locked account.
    Msg: {
      'zh-CN': '账号或密码错误',
      'en-US': 'The account name or password is incorrect',
      'fr-FR': 'Le nom de compte ou le mot de passe est incorrect',
      'de-DE': 'Kontoname oder Passwort ist falsch',
    },
  },
  SmsCodeInvalid: {
    ErrorCode: ERROR_CODES.SmsCodeInvalid,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '验证码错误或已过期',
      'en-US': 'The verification code is wrong or has expired',
      'fr-FR': 'Le code de vérification est erroné ou a expiré',
      'de-DE': 'Der Bestätigungscode ist falsch oder abgelaufen',
    },
  },
  LinkInvalid: {
    ErrorCode: ERROR_CODES.LinkInvalid,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '链接无效或已过期',
      'en-US': 'This link is invalid or has expired',
      'fr-FR': 'Ce lien est invalide ou a expiré',
      'de-DE': 'Dieser Link ist ungültig oder abgelaufen',
    },
  },
  SecondFactorInvalid: {
    ErrorCode: ERROR_CODES.SecondFactorInvalid,
    HttpStatus: 400,
    // One answer for a wrong, expired, reused or recovery code that does not match.
    Msg: {
      'zh-CN': '动态验证码错误或已使用',
      'en-US': 'The authenticator code is wrong or was already used',
      'fr-FR': "Le code de l'authentificateur est erroné ou a déjà été utilisé",
      'de-DE': 'Der Authenticator-Code ist falsch oder wurde bereits verwendet',
    },
  },
  SignInExpired: {
    ErrorCode: ERROR_CODES.SignInExpired,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '登录已超时，请重新登录',
      'en-US': 'The sign-in took too long, please sign in again',
      'fr-FR': 'La connexion a pris trop de temps, veuillez vous reconnecter',
      'de-DE': 'Die Anmeldung hat zu lange gedauert, bitte melden Sie sich erneut an',
    },
  },
  PasswordTooWeak: {
    ErrorCode: ERROR_CODES.PasswordTooWeak,
    HttpStatus: 400,
    Msg: {
      'zh-CN': '密码不符合要求',
      'en-US': 'The password does not meet the requirements',
      'fr-FR': 'Le mot de passe ne respecte pas les exigences',
      'de-DE': 'Das Passwort erfüllt die Anforderungen nicht',
    },
  },
  Forbidden: {
    ErrorCode: ERROR_CODES.Forbidden,
    HttpStatus: 403,
    Msg: {
      'zh-CN': '没有权限执行此操作',
      'en-US': 'You are not allowed to do this',
      'fr-FR': "Vous n'êtes pas autorisé à effectuer cette action",
      'de-DE': 'Sie sind dazu nicht berechtigt',
    },
  },
  NotFound: {
    ErrorCode: ERROR_CODES.NotFound,
    HttpStatus: 404,
    Msg: {
      'zh-CN': '请求的资源不存在',
      'en-US': 'Not found',
      'fr-FR': 'Introuvable',
      'de-DE': 'Nicht gefunden',
    },
  },
  Conflict: {
    ErrorCode: ERROR_CODES.Conflict,
    HttpStatus: 409,
    Msg: {
      'zh-CN': '与当前数据冲突',
      'en-US': 'The request conflicts with the current data',
      'fr-FR': 'La requête est en conflit avec les données actuelles',
      'de-DE': 'Die Anfrage steht im Konflikt mit den aktuellen Daten',
    },
  },
  PayloadTooLarge: {
    ErrorCode: ERROR_CODES.PayloadTooLarge,
    HttpStatus: 413,
    Msg: {
      'zh-CN': '请求体过大',
      'en-US': 'The request body is too large',
      'fr-FR': 'Le corps de la requête est trop volumineux',
      'de-DE': 'Der Anfragetext ist zu groß',
    },
  },
  UnsupportedMediaType: {
    ErrorCode: ERROR_CODES.UnsupportedMediaType,
    HttpStatus: 415,
    Msg: {
      'zh-CN': '不支持的内容类型',
      'en-US': 'Unsupported content type',
      'fr-FR': 'Type de contenu non pris en charge',
      'de-DE': 'Nicht unterstützter Inhaltstyp',
    },
  },
  RequestTimeout: {
    ErrorCode: ERROR_CODES.RequestTimeout,
    HttpStatus: 408,
    Msg: {
      'zh-CN': '请求发送超时',
      'en-US': 'The request took too long to arrive',
      'fr-FR': 'La requête a mis trop de temps à arriver',
      'de-DE': 'Die Anfrage kam nicht rechtzeitig an',
    },
  },
  UriTooLong: {
    ErrorCode: ERROR_CODES.UriTooLong,
    HttpStatus: 414,
    Msg: {
      'zh-CN': '请求地址过长',
      'en-US': 'The address is too long',
      'fr-FR': "L'adresse est trop longue",
      'de-DE': 'Die Adresse ist zu lang',
    },
  },
  HeadersTooLarge: {
    ErrorCode: ERROR_CODES.HeadersTooLarge,
    HttpStatus: 431,
    Msg: {
      'zh-CN': '请求头过大',
      'en-US': 'The request headers are too large',
      'fr-FR': 'Les en-têtes de la requête sont trop volumineux',
      'de-DE': 'Die Kopfzeilen der Anfrage sind zu groß',
    },
  },
  RateLimited: {
    ErrorCode: ERROR_CODES.RateLimited,
    HttpStatus: 429,
    Msg: {
      'zh-CN': '请求过于频繁，请稍后再试',
      'en-US': 'Too many requests, please try again later',
      'fr-FR': 'Trop de requêtes, veuillez réessayer plus tard',
      'de-DE': 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
    },
  },
  AccountLocked: {
    ErrorCode: ERROR_CODES.AccountLocked,
    HttpStatus: 429,
    Msg: {
      'zh-CN': '尝试次数过多，账号已临时锁定，请稍后再试',
      'en-US': 'Too many failed attempts: the account is locked for a while, please try again later',
      'fr-FR': 'Trop de tentatives échouées : le compte est temporairement verrouillé, veuillez réessayer plus tard',
      'de-DE': 'Zu viele Fehlversuche: Das Konto ist vorübergehend gesperrt, bitte versuchen Sie es später erneut',
    },
  },
  InternalError: {
    ErrorCode: ERROR_CODES.InternalError,
    HttpStatus: 500,
    Msg: {
      'zh-CN': '服务器内部错误',
      'en-US': 'Internal server error',
      'fr-FR': 'Erreur interne du serveur',
      'de-DE': 'Interner Serverfehler',
    },
  },
  ServiceUnavailable: {
    ErrorCode: ERROR_CODES.ServiceUnavailable,
    HttpStatus: 503,
    Msg: {
      'zh-CN': '服务暂时不可用，请稍后再试',
      'en-US': 'The service is temporarily unavailable, please try again later',
      'fr-FR': 'Le service est temporairement indisponible, veuillez réessayer plus tard',
      'de-DE': 'Der Dienst ist vorübergehend nicht verfügbar, bitte versuchen Sie es später erneut',
    },
  },
} as const satisfies Record<ErrorName, { ErrorCode: number; HttpStatus: number; Msg: Labels }>;
