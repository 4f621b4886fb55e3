import { z } from 'zod';
import { loginAnswerSchema } from './identity.js';

/** RFC 6238 codes: 6 digits every 30 s (what authenticator apps show by default). */
export const TOTP_CODE_LENGTH = 6;
export const TOTP_RECOVERY_CODE_COUNT = 10;
/** How long the step between the first factor and the second may take. */
export const PENDING_LOGIN_SECONDS = 300;

const pendingToken = z.string().trim().min(20).max(200).describe('The pending-login token of the first step');
/** A 6-digit authenticator code, or a recovery code (10 letters and digits, a dash allowed anywhere). */
const secondFactorCode = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^(\d{6}|[A-Za-z0-9-]{10,20})$/, 'must be 6 digits or a recovery code');
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');

/**
 * The first step of a sign-in when the account has or must enrol an authenticator: no session yet,
 * a short-lived token for the second step. `Code`: enter a TOTP or recovery code; `Enrol`: the
 * account must enrol an authenticator first.
 */
export const secondStepAnswerSchema = z.object({
  SecondStep: z.enum(['Code', 'Enrol']),
  PendingToken: z.string(),
  PendingExpiresAt: z.iso.datetime(),
});
export type SecondStepAnswer = z.infer<typeof secondStepAnswerSchema>;

/** What a password or SMS sign-in answers: a session, or the second step it still needs. */
export const signInAnswerSchema = z.union([loginAnswerSchema, secondStepAnswerSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const secondFactorLoginRequestSchema = z.object({ PendingToken: pendingToken, Code: secondFactorCode });

/** The caller's authenticator: enrolled or not, and whether the account must have one. */
export const totpStatusSchema = z.object({
  Enrolled: z.boolean(),
  Required: z.boolean().describe('Required for staff by the server setting, or by the company for its accounts'),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** Begin an enrolment signed in (no fields), or in the enrolment step of a sign-in (its PendingToken). */
export const beginTotpEnrolmentRequestSchema = z.object({});
export const beginSignInTotpEnrolmentRequestSchema = z.object({ PendingToken: pendingToken });
export const totpEnrolmentSchema = z.object({
  Secret: z.string().describe('Base32, for typing into the authenticator; never answered again once confirmed'),
  OtpAuthUri: z.string(),
  QrCodeDataUrl: z.string().describe('The otpauth URI as a PNG data URL'),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const confirmTotpEnrolmentRequestSchema = z.object({ Code: totpCode });
export const confirmSignInTotpEnrolmentRequestSchema = z.object({ PendingToken: pendingToken, Code: totpCode });
export const totpEnrolmentConfirmedSchema = z.object({
  RecoveryCodes: z.array(z.string()).describe('Shown this once; each signs in once in place of a code'),
  Login: loginAnswerSchema.nullable().describe('The session, when the enrolment was the step of a sign-in'),
});
export type TotpEnrolmentConfirmed = z.infer<typeof totpEnrolmentConfirmedSchema>;

export const disableTotpRequestSchema = z.object({
  Password: z.string().min(1).max(128),
  Code: secondFactorCode,
});

/** A client admin's company-wide setting. */
export const companySecuritySchema = z.object({
  TotpRequired: z.boolean().describe('Every account of the company must sign in with an authenticator'),
});
export type CompanySecurity = z.infer<typeof companySecuritySchema>;
