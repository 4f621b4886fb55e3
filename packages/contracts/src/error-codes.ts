/**
 * The ErrorCode of each answer of the error catalogue (errors.ts), without its texts: what a client
 * acts on. The web app imports this file alone (`@portside/contracts/error-codes`), so the
 * catalogue's texts in four languages and zod stay out of its first load (issue 15).
 */
export const ERROR_CODES = {
  Success: 0,
  Unauthorized: 3,
  BusinessCheckFailed: 100,
  SuccessWithNotice: 101,
  ValidationFailed: 4000,
  MalformedBody: 4001,
  LoginFailed: 4010,
  SmsCodeInvalid: 4011,
  LinkInvalid: 4012,
  SecondFactorInvalid: 4014,
  SignInExpired: 4015,
  PasswordTooWeak: 4002,
  Forbidden: 4030,
  NotFound: 4040,
  Conflict: 4090,
  PayloadTooLarge: 4130,
  UnsupportedMediaType: 4150,
  RequestTimeout: 4080,
  UriTooLong: 4140,
  HeadersTooLarge: 4310,
  RateLimited: 4290,
  AccountLocked: 4291,
  InternalError: 5000,
  ServiceUnavailable: 5030,
} as const;

export type ErrorName = keyof typeof ERROR_CODES;

/** ErrorCodes the web client treats as success (spec §8). */
export const SUCCESS_CODES: readonly number[] = [ERROR_CODES.Success, ERROR_CODES.SuccessWithNotice];
