import type { z } from 'zod';
import type { Locale } from '../locales.js';
import { bookingTemplates } from './bookings.js';
import { customsTemplates } from './customs.js';
import {
  escapeParams,
  type MessageFormat,
  type MessageTemplate,
  type MessageTexts,
  messageFormat,
  type TemplateParams,
} from './define.js';
import { deliveryTemplates } from './delivery.js';
import { orderTemplates } from './orders.js';
import { portalTemplates } from './portal.js';
import { shipmentTemplates } from './shipments.js';

export { defineTemplate, type MessageFormat, messageFormat } from './define.js';

/**
 * Every message the server writes, by template key: its parameters' schema and its texts in the
 * four languages. A message stores the key and the parameters; each reader (message centre,
 * history, e-mail) renders it in their own language. An area adds a file of its own templates,
 * with keys that start with the area's name, and spreads it here.
 */
export const MESSAGE_TEMPLATES = {
  ...shipmentTemplates,
  ...portalTemplates,
  ...customsTemplates,
  ...orderTemplates,
  ...deliveryTemplates,
  ...bookingTemplates,
} satisfies Record<string, MessageTemplate<z.ZodType<TemplateParams>>>;

export type MessageTemplateKey = keyof typeof MESSAGE_TEMPLATES;
export const MESSAGE_TEMPLATE_KEYS = Object.keys(MESSAGE_TEMPLATES) as MessageTemplateKey[];

/** A message the server writes: a template and its parameters, as the caller passes them. */
export type TemplatedMessage = {
  [K in MessageTemplateKey]: { Template: K; Params: z.input<(typeof MESSAGE_TEMPLATES)[K]['params']> };
}[MessageTemplateKey];

export function isMessageTemplateKey(key: string): key is MessageTemplateKey {
  return Object.hasOwn(MESSAGE_TEMPLATES, key);
}

export type ParsedParams =
  | { success: true; params: TemplateParams }
  | { success: false; field: string; message: string };

/** Validates a template's parameters; a failure names the first bad field, e.g. "Params.To". */
export function parseTemplateParams(key: MessageTemplateKey, params: unknown): ParsedParams {
  const parsed = (MESSAGE_TEMPLATES[key].params as z.ZodType<TemplateParams>).safeParse(params);
  if (parsed.success) return { success: true, params: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    success: false,
    field: ['Params', ...(issue?.path ?? []).map(String)].join('.'),
    message: issue?.message ?? 'is invalid',
  };
}

export function templateMessageType(key: MessageTemplateKey): string {
  return MESSAGE_TEMPLATES[key].messageType;
}

const formats = new Map<Locale, MessageFormat>();

function formatOf(locale: Locale): MessageFormat {
  let format = formats.get(locale);
  if (!format) {
    format = messageFormat(locale);
    formats.set(locale, format);
  }
  return format;
}

type TemplateTexts = MessageTexts<TemplateParams>;

/** A stored message's texts in the reader's language, with its checked parameters. */
function templateTexts(
  key: string,
  params: unknown,
  locale: Locale,
): { texts: TemplateTexts; params: TemplateParams; format: MessageFormat } | null {
  if (!isMessageTemplateKey(key)) return null;
  const parsed = parseTemplateParams(key, params);
  if (!parsed.success) return null;
  return {
    texts: MESSAGE_TEMPLATES[key].texts[locale] as TemplateTexts,
    params: parsed.params,
    format: formatOf(locale),
  };
}

/**
 * A stored message's title (plain text) and content (limited HTML) in the reader's language;
 * null when the key is unknown here (a newer server) or the stored parameters no longer fit.
 */
export function renderMessageTemplate(
  key: string,
  params: unknown,
  locale: Locale,
): { title: string; content: string } | null {
  const template = templateTexts(key, params, locale);
  if (!template) return null;
  const { texts, params: checked, format } = template;
  return { title: texts.title(checked, format), content: texts.content(escapeParams(checked), format) };
}

/**
 * The title alone, for a list of messages: the contents, which write dates in the reader's language,
 * are left until a message is opened.
 */
export function renderMessageTitle(key: string, params: unknown, locale: Locale): string | null {
  const template = templateTexts(key, params, locale);
  return template ? template.texts.title(template.params, template.format) : null;
}
