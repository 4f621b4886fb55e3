import type {
  callbackLoginRequestSchema,
  changePasswordRequestSchema,
  LoginAnswer,
  loginRequestSchema,
  quickLoginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  smsSendAnswerSchema,
  UserInfo,
} from '@portside/contracts/identity';
import type { MenuItem } from '@portside/contracts/menus';
import type { SignInAnswer } from '@portside/contracts/second-factor';
import type { SmsTemplateCode } from '@portside/contracts/sign-in';
import type { z } from 'zod';
import { get, post, type RequestOptions } from '../../lib/request';

export const LOGIN_URL = '/cms/api/User/Login';
export const QUICK_LOGIN_URL = '/cms/api/User/LoginByQuickLogin';
export const CALLBACK_LOGIN_URL = '/cms/api/User/LoginByCallbackTicket';
export const REGISTER_URL = '/cms/api/User/Register';
export const RESET_PASSWORD_URL = '/cms/api/User/ResetPassword';
export const SMS_SEND_URL = '/cms/api/User/SmsSend';
export const LOGOUT_URL = '/cms/api/User/Logout';
export const CHANGE_PASSWORD_URL = '/cms/api/User/ChangePassword';
export const USER_INFO_URL = '/cms/api/User/GetUserInfo';
export const PERMISSIONS_URL = '/cms/api/AdminUser/GetPermissions';
/** Spec §7: the portal's menus are those of auth system 200, as a tree. */
export const PERMISSIONS_QUERY = { isTree: true, authSystemType: 200 } as const;

export type LoginRequest = z.input<typeof loginRequestSchema>;
export type QuickLoginRequest = z.input<typeof quickLoginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
type CallbackLoginRequest = z.input<typeof callbackLoginRequestSchema>;
type SmsSendAnswer = z.infer<typeof smsSendAnswerSchema>;

/** POST /cms/api/User/Login: a session, or the second step (authenticator code or enrolment). */
export function login(body: LoginRequest): Promise<SignInAnswer> {
  return post<SignInAnswer>(LOGIN_URL, body);
}

/** POST /cms/api/User/LoginByQuickLogin: account name and SMS code; a session or the second step. */
export function quickLogin(body: QuickLoginRequest): Promise<SignInAnswer> {
  return post<SignInAnswer>(QUICK_LOGIN_URL, body);
}

/** POST /cms/api/User/LoginByCallbackTicket: a staff member opens the portal as a client user. */
export function callbackLogin(body: CallbackLoginRequest, options?: RequestOptions): Promise<LoginAnswer> {
  return post<LoginAnswer>(CALLBACK_LOGIN_URL, body, options);
}

/** POST /cms/api/User/Register */
export function register(body: RegisterRequest): Promise<LoginAnswer> {
  return post<LoginAnswer>(REGISTER_URL, body);
}

/** POST /cms/api/User/ResetPassword */
export function resetPassword(body: ResetPasswordRequest): Promise<null> {
  return post<null>(RESET_PASSWORD_URL, body);
}

/** POST /cms/api/User/SmsSend?accountName=..&templateCode=.. (the parameters travel in the query). */
export function sendSmsCode(accountName: string, templateCode: SmsTemplateCode): Promise<SmsSendAnswer> {
  return post<SmsSendAnswer>(SMS_SEND_URL, {}, { params: { accountName: accountName.trim(), templateCode } });
}

/** POST /cms/api/User/Logout; its failure changes nothing for the user, who is signed out locally anyway. */
export function logout(): Promise<void> {
  return post<null>(LOGOUT_URL, {}, { skipErrorHandler: true }).then(
    () => undefined,
    () => undefined,
  );
}

/** POST /cms/api/User/ChangePassword */
export function changePassword(body: ChangePasswordRequest): Promise<null> {
  return post<null>(CHANGE_PASSWORD_URL, body);
}

/** GET /cms/api/User/GetUserInfo */
export function getUserInfo(): Promise<UserInfo> {
  return get<UserInfo>(USER_INFO_URL);
}

/** GET /cms/api/AdminUser/GetPermissions?isTree=true&authSystemType=200 */
export function getPermissions(): Promise<MenuItem[]> {
  return get<MenuItem[]>(PERMISSIONS_URL, { params: PERMISSIONS_QUERY });
}
