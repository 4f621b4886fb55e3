import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Client companies: each one is a tenant (DESIGN §1). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    /** direct or agent customer (spec §1). */
    kind: text('kind', { enum: ['direct', 'agent'] }).notNull(),
    isPrivateCustomer: boolean('is_private_customer').notNull().default(false),
    worksByBatch: boolean('works_by_batch').notNull().default(false),
    /** The company's code in the forwarder's own systems; the integration API names a company by it or by id. */
    externalCode: text('external_code').unique(),
    salesmanUserId: uuid('salesman_user_id').references((): AnyPgColumn => users.id),
    /** The client admin requires a second factor (TOTP) of every account of the company. */
    totpRequired: boolean('totp_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('companies_kind_check', sql`${t.kind} in ('direct', 'agent')`)],
);

/** Every login: client users belong to a company, forwarder staff do not. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    accountName: text('account_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client_admin', 'client_user', 'staff', 'staff_admin'] }).notNull(),
    nameEn: text('name_en'),
    phone: text('phone'),
    email: text('email'),
    enabled: boolean('enabled').notNull().default(true),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_company_idx').on(t.companyId),
    // Account names are unique regardless of case, so "Demo" cannot shadow "demo".
    uniqueIndex('users_account_name_unique').on(sql`lower(${t.accountName})`),
    check('users_role_check', sql`${t.role} in ('client_admin', 'client_user', 'staff', 'staff_admin')`),
    // Client users belong to a company; staff belong to the forwarder.
    check(
      'users_company_role_check',
      sql`(${t.role} in ('client_admin', 'client_user')) = (${t.companyId} is not null)`,
    ),
  ],
);

/** The client companies a staff member serves (staff admins serve all). */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.companyId] }),
    index('staff_assignments_company_idx').on(t.companyId),
  ],
);

/** A signed-in session; the client holds a random token whose SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Set when forwarder staff opened the portal as this user (callback login). */
    actingStaffUserId: uuid('acting_staff_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS verification codes, stored hashed, bound to an account and a purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['Register', 'QuickLogin', 'ResetPassword'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('sms_codes_account_idx').on(t.accountKey, t.purpose, t.createdAt)],
);

/** What the development SMS provider "sent": read by developers and tests. */
export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull(),
  templateCode: text('template_code').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Every authentication attempt (OWASP logging vocabulary), for audit; the limits count in
 * auth_counters.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'limited'] }).notNull(),
    accountKey: text('account_key'),
    userId: uuid('user_id'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_events_account_idx').on(t.accountKey, t.kind, t.createdAt),
    index('auth_events_ip_idx').on(t.ip, t.kind, t.createdAt),
  ],
);

/**
 * Attempt counters, one row per scope and key (an address, an account): reserved before the
 * attempt is evaluated with one INSERT … ON CONFLICT DO UPDATE, so parallel requests cannot all
 * read the same count. `count` and `window_start` mean what the scope's function says
 * (attempt-counters.ts).
 */
export const authCounters = pgTable(
  'auth_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Single-use links with which staff open the portal as a client user. */
export const callbackTickets = pgTable('callback_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  staffUserId: uuid('staff_user_id')
    .notNull()
    .references(() => users.id),
  targetUserId: uuid('target_user_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Writes made by staff acting as a client user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id').notNull(),
    subjectUserId: uuid('subject_user_id').notNull(),
    companyId: uuid('company_id'),
    action: text('action').notNull(),
    /** The client API key of a call made with one (the actor is the client admin who issued it). */
    apiKeyId: uuid('api_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A user's TOTP authenticator (RFC 6238). The secret is stored sealed (secret-box.ts), never logged
 * nor answered after the enrolment is begun; `confirmed_at` is null until the first code proves the authenticator holds it.
 * `last_time_step` is the time step of the latest code accepted: a code of that step or earlier is
 * refused, so a code cannot be replayed within its window.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Single-use recovery codes of an enrolled authenticator, stored as SHA-256 hashes. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('totp_recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/**
 * A sign-in between its first factor (password or SMS code) and its second (a TOTP or recovery
 * code, or the enrolment of an authenticator when the account must have one). The client holds a
 * random token whose SHA-256 is stored; it lives a few minutes and is used once.
 */
export const pendingLogins = pgTable(
  'pending_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    step: text('step', { enum: ['code', 'enrol'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('pending_logins_user_idx').on(t.userId),
    check('pending_logins_step_check', sql`${t.step} in ('code', 'enrol')`),
  ],
);
