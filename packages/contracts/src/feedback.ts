import { z } from 'zod';
import { dictKeySchema } from './dict-key.js';
import { pageRequestSchema, pageSchema } from './envelope.js';
import { attachmentSchema } from './files.js';

/** The message for a missing feedback Content (spec §5), in every language. */
export const FEEDBACK_CONTENT_REQUIRED = '请填写备注信息';
export const FEEDBACK_CONTENT_MAX_LENGTH = 2000;
export const FEEDBACK_ATTACHMENTS_MAX = 5;

/** An optional text field of a form: empty means absent. */
const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

/** The header's feedback form (spec §3, §5). */
export const addFeedbackRequestSchema = z.object({
  Name: optionalText(100),
  Tel: optionalText(50),
  Mail: z
    .union([z.literal(''), z.email().max(200)])
    .nullish()
    .transform((value) => value || undefined),
  FeedType: dictKeySchema.default('0').describe('A key of FeedTypeEnum (dictionary 1014)'),
  Content: z
    .string({ error: FEEDBACK_CONTENT_REQUIRED })
    .trim()
    .min(1, FEEDBACK_CONTENT_REQUIRED)
    .max(FEEDBACK_CONTENT_MAX_LENGTH),
  AttachmentIds: z
    .array(z.uuid())
    .max(FEEDBACK_ATTACHMENTS_MAX)
    .default([])
    .describe("Files uploaded with UploadFile (e.g. screenshots), of the caller's company"),
});
export type AddFeedbackRequest = z.input<typeof addFeedbackRequestSchema>;

/** Staff: the feedback of the companies they serve, newest first. */
export const feedbackListRequestSchema = pageRequestSchema;
export const feedbackSchema = z.object({
  Id: z.uuid(),
  Name: z.string().nullable(),
  Tel: z.string().nullable(),
  Mail: z.string().nullable(),
  FeedType: z.string(),
  Content: z.string(),
  CreatedTime: z.iso.datetime(),
  AccountName: z.string().describe('The account that sent it'),
  CompanyId: z.uuid().nullable().describe('Null when forwarder staff sent it'),
  CompanyNameEn: z.string().nullable(),
  AttachmentIds: z.array(z.uuid()),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackPageSchema = pageSchema(feedbackSchema);

/** Staff: one feedback with its screenshots, each downloaded through FeedBack/DownloadAttachment. */
export const feedbackDetailSchema = feedbackSchema.extend({
  Attachments: z.array(attachmentSchema).describe('The files still stored, in the order they were sent'),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

export const feedbackIdQuerySchema = z.object({ id: z.uuid() });
export const feedbackAttachmentQuerySchema = z.object({
  id: z.uuid().describe('The feedback'),
  fileId: z.uuid().describe('One of its AttachmentIds'),
});
