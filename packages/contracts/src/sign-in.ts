/**
 * The rules and names the sign-in pages need, without zod: the web app imports this file alone
 * (`@portside/contracts/sign-in`) before sign-in (issue 15). identity.ts builds its schemas on them.
 */

/** What an SMS code may be used for (spec §7 SmsSend templateCode). */
export const SMS_TEMPLATE_CODES = ['Register', 'QuickLogin', 'ResetPassword'] as const;
export type SmsTemplateCode = (typeof SMS_TEMPLATE_CODES)[number];

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_RESEND_SECONDS = 60;
export const PASSWORD_MAX_LENGTH = 128;

/** E.164-style mobile number: + and 7 to 15 digits, or a mainland-China mobile of 11 digits. */
export const MOBILE_NUMBER_PATTERN = /^(\+[1-9]\d{6,14}|1[3-9]\d{9})$/;

/** The two names of the access-token cookie, by variant (spec §3): direct and agent customers. */
export const TOKEN_COOKIE_NAMES = ['FOBCUSTOMERACCESSTOKEN', 'FOBAGENTCUSTOMERACCESSTOKEN'] as const;
