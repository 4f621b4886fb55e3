import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
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

/** Reference data: the dictionary of spec §3, one row per item, labels in the four UI languages. */
export const dictItems = pgTable(
  'dict_items',
  {
    parentCode: text('parent_code').notNull(),
    key: text('key').notNull(),
    sort: integer('sort').notNull(),
    labelZhCn: text('label_zh_cn').notNull(),
    labelEnUs: text('label_en_us').notNull(),
    labelFrFr: text('label_fr_fr').notNull(),
    labelDeDe: text('label_de_de').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentCode, t.key] })],
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
 * Every authentication attempt (OWASP logging vocabulary); also the counters behind lockout and
 * rate limits, which must hold across server instances.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_company_idx').on(t.companyId, t.createdAt)],
);

/** What the forwarder grants a client company. */
export const companyMenus = pgTable(
  'company_menus',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    menuCode: text('menu_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.menuCode] })],
);

/** What a client admin grants a sub-account (a subset of the company's grants). */
export const userMenus = pgTable(
  'user_menus',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    menuCode: text('menu_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuCode] })],
);

/** The message centre (spec §3 Message): one row per recipient user. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What the message is about, e.g. a shipment id. */
    relateId: text('relate_id'),
    /** The forwarder's job number. */
    dcgNo: text('dcg_no'),
    title: text('title').notNull(),
    /** May hold limited HTML; the web sanitizes it before showing it. */
    content: text('content').notNull(),
    /** A key of MessageTypeEnum. */
    messageType: text('message_type').notNull(),
    /** 0 unread, 1 read (spec §4). */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    // The unread badge and the Unread tab count a user's unread messages on every page load.
    index('messages_user_unread_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 0`),
    index('messages_company_idx').on(t.companyId),
    check('messages_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** The header's feedback form (spec §3); staff send it too, so the company is optional. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Set when forwarder staff acting as the client user sent it. */
    actingStaffUserId: uuid('acting_staff_user_id').references(() => users.id),
    name: text('name'),
    tel: text('tel'),
    mail: text('mail'),
    /** A key of FeedTypeEnum. */
    feedType: text('feed_type').notNull(),
    content: text('content').notNull(),
    /** Files of the same company sent with it (screenshots). */
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_company_created_idx').on(t.companyId, t.createdAt)],
);

/**
 * Uploaded files (spec §3 Attachment). The bytes live in FILES_DIR under storage_key, a name the
 * server generated; the uploader's file name is kept for display only.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** Set when forwarder staff acting as the client user uploaded it. */
    actingStaffUserId: uuid('acting_staff_user_id').references(() => users.id),
    /** The Attachment Type the file is grouped under. */
    type: text('type'),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('files_company_created_idx').on(t.companyId, t.createdAt)],
);

/** Each user's column choice, order and widths per table (spec §7 CfgUserDiyColumn). */
export const userColumnSettings = pgTable(
  'user_column_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tableKey: text('table_key').notNull(),
    columns: jsonb('columns').$type<{ Key: string; Visible: boolean; Order: number; Width?: number }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('user_column_settings_user_table_unique').on(t.userId, t.tableKey)],
);

/** Push settings (spec /systemConfig/pushConfig): one row per user who changed the defaults. */
export const pushSettings = pgTable('push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email'),
  /** [{ MessageType, InPortal, Email }]; a type not listed shows in the portal and is not e-mailed. */
  types: jsonb('types').$type<{ MessageType: string; InPortal: boolean; Email: boolean }[]>().notNull(),
  /** The language e-mails are written in: the one the user saved the settings in. */
  locale: text('locale').notNull(),
  /** Carried by the unsubscribe link of every e-mail; it can only switch e-mails off. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * E-mails waiting to be sent, written in the same transaction as the messages they announce, so
 * none is lost when the SMTP server is down or the process stops; sent and retried by the mailer.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    unsubscribeUrl: text('unsubscribe_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** numeric columns read as numbers: weights and volumes, far within a double's exact range. */
const decimal = (name: string, precision: number, scale: number) => numeric(name, { precision, scale, mode: 'number' });

/**
 * Shipments (issue 5): one per forwarder job. The booked dates come from the forwarder's system;
 * etd/atd/eta/ata, original_eta and status are derived from the tracking events (tracking module).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The shipment's id in the forwarder's system: integration upserts find it by this. */
    externalId: text('external_id').notNull(),
    dcgNo: text('dcg_no').notNull(),
    mode: text('mode', { enum: ['sea', 'air', 'rail'] }).notNull(),
    /** A key of ShipmentStatusEnum. */
    status: text('status').notNull().default('0'),
    houseBill: text('house_bill'),
    masterBill: text('master_bill'),
    bookingNo: text('booking_no'),
    airWaybill: text('air_waybill'),
    customerReference: text('customer_reference'),
    fbaShipmentId: text('fba_shipment_id'),
    fbaReferenceId: text('fba_reference_id'),
    shipper: text('shipper'),
    consignee: text('consignee'),
    originCode: text('origin_code').notNull(),
    originName: text('origin_name'),
    destinationCode: text('destination_code').notNull(),
    destinationName: text('destination_name'),
    carrierCode: text('carrier_code'),
    carrierName: text('carrier_name'),
    vesselName: text('vessel_name'),
    voyageNo: text('voyage_no'),
    flightNo: text('flight_no'),
    trainNo: text('train_no'),
    pieces: integer('pieces'),
    cartons: integer('cartons'),
    grossWeightKg: decimal('gross_weight_kg', 14, 3),
    volumeM3: decimal('volume_m3', 12, 3),
    chargeableWeightKg: decimal('chargeable_weight_kg', 14, 3),
    /** A key of TradeClauseEnum. */
    incoterm: text('incoterm'),
    bookedEtd: timestamp('booked_etd', { withTimezone: true }),
    bookedEta: timestamp('booked_eta', { withTimezone: true }),
    etd: timestamp('etd', { withTimezone: true }),
    atd: timestamp('atd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    ata: timestamp('ata', { withTimezone: true }),
    /** The first ETA the shipment had: what slips are measured against. */
    originalEta: timestamp('original_eta', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shipments_company_external_unique').on(t.companyId, t.externalId),
    uniqueIndex('shipments_company_dcg_unique').on(t.companyId, t.dcgNo),
    // The list pages: one mode, by ETA (the default sort of the mode pages) or ETD; all modes by creation.
    index('shipments_company_mode_eta_idx').on(t.companyId, t.mode, t.eta),
    index('shipments_company_mode_etd_idx').on(t.companyId, t.mode, t.etd),
    index('shipments_company_created_idx').on(t.companyId, t.createdAt),
    index('shipments_company_status_idx').on(t.companyId, t.status),
    check('shipments_mode_check', sql`${t.mode} in ('sea', 'air', 'rail')`),
  ],
);

/**
 * Every reference of a shipment, upper case without spaces, so one search box matches any of them
 * by prefix through one index (text_pattern_ops serves LIKE 'ABC%' in any collation).
 */
export const shipmentReferences = pgTable(
  'shipment_references',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** A REFERENCE_KINDS value. */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.kind, t.value] }),
    index('shipment_references_company_value_idx').on(t.companyId, t.value.op('text_pattern_ops')),
  ],
);

/** The containers of a shipment (ISO 6346 numbers, checked). */
export const shipmentContainers = pgTable(
  'shipment_containers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    containerNo: text('container_no').notNull(),
    /** A key of CabinTypeEnum. */
    sizeType: text('size_type'),
    sealNo: text('seal_no'),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.containerNo] })],
);

/** Files of the files module attached to a shipment (spec §3 Attachment, grouped by the file's Type). */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.fileId] })],
);

/**
 * Tracking events of every mode in one shape: DCSA T&T 2.2 (sea, rail) and IATA status codes (air).
 * A retracted event stays for the record but leaves the timeline and the derived dates.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The source's eventID, or one derived from the content's hash when the source sent none. */
    eventId: text('event_id').notNull(),
    source: text('source', { enum: ['DCSA', 'IATA'] }).notNull(),
    eventType: text('event_type').notNull(),
    classifier: text('classifier', { enum: ['PLN', 'EST', 'ACT'] }).notNull(),
    code: text('code').notNull(),
    documentTypeCode: text('document_type_code'),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    locationCode: text('location_code'),
    locationName: text('location_name'),
    transportMode: text('transport_mode'),
    vesselName: text('vessel_name'),
    voyageNo: text('voyage_no'),
    flightNo: text('flight_no'),
    equipmentReference: text('equipment_reference'),
    emptyIndicator: text('empty_indicator'),
    pieces: integer('pieces'),
    weightKg: decimal('weight_kg', 14, 3),
    delayReasonCode: text('delay_reason_code'),
    remark: text('remark'),
    /**
     * SHA-256 of the event as received: the same eventID with other content is a conflict. The
     * event itself is not kept: its columns hold everything the portal shows, at a third of the size.
     */
    payloadHash: text('payload_hash').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
    retractedBy: text('retracted_by'),
  },
  (t) => [
    uniqueIndex('tracking_events_company_event_unique').on(t.companyId, t.eventId),
    index('tracking_events_shipment_idx').on(t.shipmentId, t.eventTime),
    check('tracking_events_classifier_check', sql`${t.classifier} in ('PLN', 'EST', 'ACT')`),
  ],
);

/** API keys of the forwarder's systems (integration API); only the SHA-256 of a key is kept. */
export const integrationApiKeys = pgTable('integration_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Answers of integration calls made with an Idempotency-Key, so a retry gets the same answer and
 * writes nothing (IETF idempotency-key draft); written in the call's own transaction.
 */
export const integrationRequests = pgTable(
  'integration_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of method, route and body: the same key with another request is a conflict. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.idempotencyKey] })],
);

export * from '../modules/guide/schema.js';
