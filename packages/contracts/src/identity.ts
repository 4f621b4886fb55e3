import { z } from 'zod';
import { dictLabelsSchema } from './dictionary.js';
import { pageRequestSchema, pageSchema } from './envelope.js';
import type { MenuItem } from './menus.js';
import { MOBILE_NUMBER_PATTERN, PASSWORD_MAX_LENGTH, SMS_TEMPLATE_CODES, TOKEN_COOKIE_NAMES } from './sign-in.js';

export const ROLES = ['client_admin', 'client_user', 'staff', 'staff_admin'] as const;
export type Role = (typeof ROLES)[number];

const accountName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .describe('Account name (a mobile number for self-registered accounts)');
/** Passwords are not trimmed beyond the body-wide rule and are checked for strength by the server. */
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');
export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(MOBILE_NUMBER_PATTERN, 'must be a mobile number such as +8613800138000');

export const smsSendQuerySchema = z.object({
  accountName,
  templateCode: z.enum(SMS_TEMPLATE_CODES),
});
export const smsSendAnswerSchema = z.object({
  ResendAfterSeconds: z.number().int().describe('Seconds before another code may be requested'),
});

export const loginRequestSchema = z.object({ AccountName: accountName, Password: password });
export const quickLoginRequestSchema = z.object({ AccountName: accountName, SmsCode: smsCode });
export const registerRequestSchema = z.object({
  AccountName: mobileNumberSchema.describe('The mobile number the SMS code was sent to; it becomes the account name'),
  SmsCode: smsCode,
  Password: password,
  CompanyName: z.string().trim().min(2).max(200),
  ContactName: z.string().trim().min(1).max(100),
  Email: z.email().max(200).optional(),
  AgreementAccepted: z.literal(true, { error: 'the agreement must be accepted' }),
});
export const changePasswordRequestSchema = z.object({ OldPassword: password, NewPassword: password });
export const resetPasswordRequestSchema = z.object({
  AccountName: accountName,
  SmsCode: smsCode,
  NewPassword: password,
});
export const callbackLoginRequestSchema = z.object({ Ticket: z.string().trim().min(20).max(200) });

/** The user info of spec §3 and the flags the web needs. */
export const userInfoSchema = z.object({
  UserId: z.uuid(),
  AccountName: z.string(),
  NameEn: z.string().nullable(),
  Phone: z.string().nullable(),
  Role: z.enum(ROLES),
  CompanyId: z.uuid().nullable(),
  CompanyNameEn: z.string().nullable(),
  CompanyNameZh: z.string().nullable(),
  SalesmanNameEn: z.string().nullable(),
  SalesmanPhone: z.string().nullable(),
  IsFobAgentClient: z.boolean().describe('The company is an agent customer'),
  IsPrivateCustomer: z.boolean(),
  WorksByBatch: z.boolean(),
  IsFromAdmin: z.boolean().describe('A forwarder staff member is acting as this user (callback login)'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginAnswerSchema = z.object({
  AccessToken: z.string(),
  ExpiresAt: z.iso.datetime().describe('When the session ends at the latest (absolute timeout)'),
  UserInfo: userInfoSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    Code: z.string(),
    Name: z.string().describe('In the language of the request'),
    Labels: dictLabelsSchema,
    Url: z.string(),
    Icon: z.string(),
    MenuType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    hidden: z.boolean(),
    Sort: z.number().int(),
    Children: z.array(menuItemSchema),
  }),
);

export const getPermissionsQuerySchema = z.object({
  isTree: z.stringbool().default(true),
  authSystemType: z.coerce.number().int().default(200),
});
export const getClientUserPermissionsQuerySchema = z.object({
  userId: z.uuid(),
  IsTree: z.stringbool().default(true),
});

/** Staff pick a client user and get a link that opens the portal as that user (2 minutes, once). */
export const createCallbackTicketRequestSchema = z.object({ UserId: z.uuid() });
export const callbackTicketAnswerSchema = z.object({ Url: z.string(), ExpiresAt: z.iso.datetime() });

/** Account management (client admin). */
export const clientUserSchema = z.object({
  UserId: z.uuid(),
  AccountName: z.string(),
  NameEn: z.string().nullable(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  Role: z.enum(ROLES),
  Enabled: z.boolean(),
  MenuCodes: z.array(z.string()).describe('Granted menu and button codes (a client admin has all of the company)'),
  CreatedTime: z.iso.datetime(),
});
export type ClientUser = z.infer<typeof clientUserSchema>;

export const clientUserListRequestSchema = pageRequestSchema.extend({
  Keyword: z.string().trim().max(100).optional(),
});
export const clientUserPageSchema = pageSchema(clientUserSchema);

export const createClientUserRequestSchema = z.object({
  AccountName: accountName,
  Password: password,
  NameEn: z.string().trim().max(100).optional(),
  Phone: mobileNumberSchema.optional(),
  Email: z.email().max(200).optional(),
  MenuCodes: z.array(z.string().trim().min(1).max(100)).max(500).default([]),
});
export const userIdRequestSchema = z.object({ UserId: z.uuid() });
export const setClientUserEnabledRequestSchema = z.object({ UserId: z.uuid(), Enabled: z.boolean() });
export const resetClientUserPasswordRequestSchema = z.object({ UserId: z.uuid(), NewPassword: password });
export const grantClientUserMenusRequestSchema = z.object({
  UserId: z.uuid(),
  MenuCodes: z.array(z.string().trim().min(1).max(100)).max(500),
});

/** Staff: the client companies they serve and their users, to open the portal as one of them. */
export const staffClientUserListRequestSchema = pageRequestSchema.extend({
  Keyword: z.string().trim().max(100).optional(),
});
export const staffClientUserSchema = clientUserSchema.extend({
  CompanyId: z.uuid(),
  CompanyNameEn: z.string(),
  CompanyIsPrivateCustomer: z.boolean().describe("The company's private-customer flag (spec §6)"),
});
export const staffClientUserPageSchema = pageSchema(staffClientUserSchema);
/** Staff switch a company they serve to or from private-customer mode (no quote and order menus, spec §6). */
export const setPrivateCustomerRequestSchema = z.object({ CompanyId: z.uuid(), IsPrivateCustomer: z.boolean() });

/**
 * The demo SMS outbox (SMS_PROVIDER=outbox): what the portal would have texted, for the forwarder's
 * administrator while no SMS gateway is configured. Codes are never written to the log.
 */
export const demoSmsOutboxRequestSchema = pageRequestSchema;
export const demoSmsSchema = z.object({
  Phone: z.string(),
  TemplateCode: z.string(),
  Message: z.string(),
  CreatedTime: z.iso.datetime(),
});
export const demoSmsOutboxPageSchema = pageSchema(demoSmsSchema);

/** Host-dependent settings the web reads at start (spec §1, §6; configured on the server). */
export const portalConfigSchema = z.object({
  Variant: z.enum(['direct', 'agent']),
  TokenCookieName: z.enum(TOKEN_COOKIE_NAMES),
  EnvTokenCookieName: z.string().describe('The environment-named cookie: ENV_NAME + "accessToken"'),
  IsFobAgentClient: z.boolean(),
  LogoUrl: z.string(),
  TitleKind: z.enum(['branded', 'generic']).describe('Which fixed system title the host gets'),
  IsPrivateDeployment: z.boolean().describe('Quote and order-manage routes are filtered out'),
  PasswordMinLength: z.number().int(),
  SmsResendSeconds: z.number().int(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
