import { z } from 'zod';
import { dictKeySchema } from './dict-key.js';
import { localeSchema } from './locale-schema.js';

/**
 * Push settings (spec /systemConfig/pushConfig): per message type, whether a new message shows in
 * the portal's message centre and whether it is also e-mailed, and the address e-mails go to.
 */
export const pushTypeSettingSchema = z.object({
  MessageType: z.string().describe('A key of MessageTypeEnum (dictionary 1015)'),
  InPortal: z.boolean(),
  Email: z.boolean(),
});
export type PushTypeSetting = z.infer<typeof pushTypeSettingSchema>;

const emailAddress = z.email().max(200).nullable().describe('Where e-mail notifications go; null: none are sent');

/** The settings as the server answers them: every message type, in dictionary order. */
export const pushConfigSchema = z.object({ Email: emailAddress, Types: z.array(pushTypeSettingSchema) });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** Saving accepts a key as a number too (forms often send 0). */
export const savePushConfigRequestSchema = z.object({
  Email: emailAddress,
  Types: z.array(pushTypeSettingSchema.extend({ MessageType: dictKeySchema })).max(100),
  Language: localeSchema
    .optional()
    .describe(
      "The language e-mails are written in: the user's UI language (Accept-Language carries no Chinese, spec §7); absent: the request's language",
    ),
});

/** The page /customerPool/unsubscribeEmail?token=… sends the token of the link in the e-mail. */
export const unsubscribeEmailRequestSchema = z.object({ Token: z.string().trim().min(20).max(200) });
export const unsubscribeEmailAnswerSchema = z.object({
  MaskedEmail: z.string().describe('The address that no longer gets e-mails, partly hidden: l***@example.com'),
});
