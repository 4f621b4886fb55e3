import { z } from 'zod';
import { cappedPageSchema } from './envelope.js';
import type { Labels } from './locales.js';

/** The largest file UploadFile accepts (spec §5: "50M"). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** What a larger file is told, as the detail of PayloadTooLarge; the web shows it before uploading too. */
export const UPLOAD_TOO_LARGE_TEXT: Labels = {
  'zh-CN': '上传文件大小不能超过 50M',
  'en-US': 'A file may be at most 50M',
  'fr-FR': 'Un fichier ne peut pas dépasser 50M',
  'de-DE': 'Eine Datei darf höchstens 50M groß sein',
};

/** Said after the file name when its content is not an allowed type or does not match its extension. */
export const UPLOAD_TYPE_REFUSED_TEXT: Labels = {
  'zh-CN': '文件类型不允许或与扩展名不符',
  'en-US': 'the file type is not allowed or does not match the file extension',
  'fr-FR': "le type de fichier n'est pas autorisé ou ne correspond pas à son extension",
  'de-DE': 'der Dateityp ist nicht erlaubt oder passt nicht zur Dateiendung',
};

/** The extensions UploadFile accepts, for a file picker's accept list; the content decides. */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'xlsx',
  'xls',
  'docx',
  'doc',
  'csv',
  'txt',
] as const;

/** Who uploaded an attachment (spec §3 UploaderType). */
export const UPLOADER_TYPES = { Client: 1, Forwarder: 2 } as const;

export const ATTACHMENT_TYPE_MAX_LENGTH = 64;

/** An uploaded file (spec §3 Attachment). */
export const attachmentSchema = z.object({
  Id: z.uuid(),
  FileName: z.string().describe('The original name, for display only'),
  Url: z.string().describe('GET it with the Bearer header to download the file'),
  Type: z.string().nullable().describe('The group the file was uploaded under, if any'),
  UploaderTime: z.iso.datetime(),
  UploaderType: z
    .union([z.literal(UPLOADER_TYPES.Client), z.literal(UPLOADER_TYPES.Forwarder)])
    .describe('1 the client, 2 forwarder staff acting as the client'),
  Size: z.number().int().nonnegative().describe('Bytes'),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const downloadFileQuerySchema = z.object({ id: z.uuid() });

/** A file of the company's shared folder (/cargoStatus/sharedFiles). */
export const sharedFileSchema = attachmentSchema.extend({
  UploadedBy: z.string().nullable().describe('The account that uploaded it'),
  Own: z.boolean().describe('The caller uploaded it, so may delete it (if it is not attached to a record)'),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

export const sharedFileListRequestSchema = z.object({
  PageIndex: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200).default(20),
  Type: z
    .string()
    .max(ATTACHMENT_TYPE_MAX_LENGTH)
    .nullish()
    .describe('Only the files of this Type; an empty string: the files without a Type; omitted: all'),
});
export type SharedFileListRequest = z.infer<typeof sharedFileListRequestSchema>;

export const sharedFileTypeSchema = z.object({
  Type: z.string().nullable(),
  Count: z.number().int(),
});

export const fileIdRequestSchema = z.object({ Id: z.uuid() });

export const sharedFilePageSchema = cappedPageSchema(sharedFileSchema);
