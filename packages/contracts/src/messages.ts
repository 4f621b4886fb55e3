import { z } from 'zod';
import { dictKeySchema } from './dict-key.js';
import { pageSchema } from './envelope.js';
import { localeSchema } from './locale-schema.js';

/** Message status (spec §4). */
export const MESSAGE_STATUS = { Unread: 0, Read: 1 } as const;
/** The page size of the message-centre popover (spec §9); a shorter page means there are no more. */
export const MESSAGE_PAGE_SIZE = 5;
export const MESSAGE_PAGE_SIZE_MAX = 100;
/** The portal's system type in message requests (spec §7). */
export const MESSAGE_SYSTEM_TYPE = 200;
/** At most this many ids per ClientMessageView call ("All read" sends the ids it shows). */
export const MESSAGE_VIEW_MAX_IDS = 500;
/** The live stream sends a comment this often, so proxies keep an idle stream open. */
export const MESSAGE_STREAM_HEARTBEAT_SECONDS = 25;
/** The server-sent event name of a new message on GET /client/api/ClientPush/Stream. */
export const MESSAGE_STREAM_EVENT = 'message';
export const MESSAGE_TITLE_MAX_LENGTH = 200;
export const MESSAGE_CONTENT_MAX_LENGTH = 20_000;

const messageStatusSchema = z.union([z.literal(0), z.literal(1)]).describe('0 unread, 1 read');

/** A message of the message centre (spec §3). */
export const clientMessageSchema = z.object({
  Id: z.uuid(),
  RelateId: z.string().nullable().describe('What the message is about, e.g. a shipment id'),
  DcgNo: z.string().nullable().describe("The forwarder's job number"),
  MessageTitle: z
    .string()
    .describe("A server message: rendered in the request's language (Accept-Language); a staff notice: as written"),
  MessageContent: z.string().describe('May contain limited HTML: sanitize before showing it'),
  Template: z
    .string()
    .nullable()
    .describe("A server message: the key of its template (MESSAGE_TEMPLATES), to render it in the reader's language"),
  Params: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .nullable()
    .describe("A server message: its template's parameters"),
  Language: localeSchema.nullable().describe('A staff notice: the language it was written in (null: unknown)'),
  MessageType: z.string().describe('A key of MessageTypeEnum (dictionary 1015)'),
  MessageStatus: messageStatusSchema,
  CreatedTime: z.iso.datetime(),
  ReadTime: z.iso.datetime().nullable(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A date (the whole UTC day) or a date-time with its offset. */
const dateOrDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const clientMessageListRequestSchema = z.object({
  PageIndex: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).default(MESSAGE_PAGE_SIZE),
  SystemType: z.literal(MESSAGE_SYSTEM_TYPE).optional(),
  MessageStatus: messageStatusSchema.nullish().describe('Absent or null: all messages'),
  NoDefaultConditionsRequired: z.boolean().optional().describe('Accepted for compatibility; changes nothing'),
  MessageType: dictKeySchema.nullish(),
  Keyword: z.string().trim().max(100).nullish().describe('Searched in title, content and DcgNo'),
  CreatedFrom: dateOrDateTime.nullish().describe('From this time (a date: from the start of that UTC day)'),
  CreatedTo: dateOrDateTime.nullish().describe('Until this time (a date: to the end of that UTC day)'),
});
export type ClientMessageListRequest = z.infer<typeof clientMessageListRequestSchema>;
export const clientMessagePageSchema = pageSchema(clientMessageSchema).extend({
  UnreadCount: z
    .number()
    .int()
    .nonnegative()
    .describe("The caller's unread messages, whatever the filter: the message centre's badge"),
});

export const clientMessageViewRequestSchema = z.object({
  Parameter: z.array(z.uuid()).max(MESSAGE_VIEW_MAX_IDS).describe('Ids of messages to mark read'),
});
export const clientMessageViewAnswerSchema = z
  .number()
  .int()
  .nonnegative()
  .describe("How many of the caller's unread messages were marked read");

/** Staff: a notice to every enabled user of a client company. */
export const sendClientMessageRequestSchema = z.object({
  CompanyId: z.uuid(),
  MessageTitle: z.string().trim().min(1).max(MESSAGE_TITLE_MAX_LENGTH),
  MessageContent: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX_LENGTH),
  MessageType: dictKeySchema.default('1').describe('A key of MessageTypeEnum; 1 (system notice) when absent'),
  MessageLanguage: localeSchema
    .optional()
    .describe("The language the notice is written in; absent: the request's language (Accept-Language)"),
});
export const sendClientMessageAnswerSchema = z.number().int().nonnegative().describe('How many users got the message');
