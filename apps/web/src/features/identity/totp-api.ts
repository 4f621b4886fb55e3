import type { LoginAnswer } from '@portside/contracts/identity';
import type { TotpEnrolment, TotpEnrolmentConfirmed, TotpStatus } from '@portside/contracts/second-factor';
import { get, post } from '../../lib/request';

export const SECOND_FACTOR_LOGIN_URL = '/cms/api/User/LoginBySecondFactor';
export const BEGIN_SIGN_IN_ENROLMENT_URL = '/cms/api/User/BeginSignInTotpEnrolment';
export const CONFIRM_SIGN_IN_ENROLMENT_URL = '/cms/api/User/ConfirmSignInTotpEnrolment';
export const TOTP_STATUS_URL = '/cms/api/User/GetTotpStatus';
export const BEGIN_ENROLMENT_URL = '/cms/api/User/BeginTotpEnrolment';
export const CONFIRM_ENROLMENT_URL = '/cms/api/User/ConfirmTotpEnrolment';
export const DISABLE_TOTP_URL = '/cms/api/User/DisableTotp';

/** POST /cms/api/User/LoginBySecondFactor: the sign-in's second step, an authenticator or recovery code. */
export function loginBySecondFactor(PendingToken: string, Code: string): Promise<LoginAnswer> {
  return post<LoginAnswer>(SECOND_FACTOR_LOGIN_URL, { PendingToken, Code });
}

/** POST /cms/api/User/BeginSignInTotpEnrolment: the enrolment step of a sign-in. */
export function beginSignInEnrolment(PendingToken: string): Promise<TotpEnrolment> {
  return post<TotpEnrolment>(BEGIN_SIGN_IN_ENROLMENT_URL, { PendingToken });
}

/** POST /cms/api/User/ConfirmSignInTotpEnrolment: the recovery codes and the session. */
export function confirmSignInEnrolment(PendingToken: string, Code: string): Promise<TotpEnrolmentConfirmed> {
  return post<TotpEnrolmentConfirmed>(CONFIRM_SIGN_IN_ENROLMENT_URL, { PendingToken, Code });
}

/** GET /cms/api/User/GetTotpStatus */
export function getTotpStatus(): Promise<TotpStatus> {
  return get<TotpStatus>(TOTP_STATUS_URL);
}

/** POST /cms/api/User/BeginTotpEnrolment */
export function beginEnrolment(): Promise<TotpEnrolment> {
  return post<TotpEnrolment>(BEGIN_ENROLMENT_URL, {});
}

/** POST /cms/api/User/ConfirmTotpEnrolment */
export function confirmEnrolment(Code: string): Promise<TotpEnrolmentConfirmed> {
  return post<TotpEnrolmentConfirmed>(CONFIRM_ENROLMENT_URL, { Code });
}

/** POST /cms/api/User/DisableTotp */
export function disableTotp(body: { Password: string; Code: string }): Promise<null> {
  return post<null>(DISABLE_TOTP_URL, body);
}
