import {
  DEFAULT_LOCALE,
  isMessageTemplateKey,
  type Locale,
  parseTemplateParams,
  renderMessageTemplate,
  type TemplatedMessage,
  templateMessageType,
} from '@portside/contracts';
import { AppError } from '../../http/envelope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import type { messages } from './schema.js';

type NewMessageRow = typeof messages.$inferInsert;

/** A notice a person wrote: shown as written, in the language it was written in. */
export interface StaffNotice {
  title: string;
  /** May contain limited HTML; the web sanitizes it. */
  content: string;
  language: Locale;
  /** A key of MessageTypeEnum. */
  type: string;
}

/** The stored form of a notice, the same for every recipient. */
export type MessageText = Pick<NewMessageRow, 'title' | 'content' | 'template' | 'params' | 'language' | 'messageType'>;

/**
 * Validates a notice and answers what is stored of it. A server message keeps its template and
 * parameters, and its English rendering as title and content (keyword search, older clients).
 */
export function messageText(notice: StaffNotice | TemplatedMessage): MessageText {
  if ('Template' in notice) {
    if (!isMessageTemplateKey(notice.Template)) throw new AppError('ValidationFailed', 'Template');
    const parsed = parseTemplateParams(notice.Template, notice.Params);
    if (!parsed.success) throw new AppError('ValidationFailed', `${parsed.field}: ${parsed.message}`);
    const english = renderMessageTemplate(notice.Template, parsed.params, DEFAULT_LOCALE);
    if (!english) throw new AppError('ValidationFailed', 'Params');
    return {
      title: english.title,
      content: english.content,
      template: notice.Template,
      params: parsed.params,
      language: null,
      messageType: templateMessageType(notice.Template),
    };
  }
  if (!isDictionaryKey('MessageTypeEnum', notice.type)) throw new AppError('ValidationFailed', 'MessageType');
  return {
    title: notice.title,
    content: notice.content,
    template: null,
    params: null,
    language: notice.language,
    messageType: notice.type,
  };
}

/** A stored message's title and content in a reader's language: a staff notice as written. */
export function messageTextIn(text: MessageText, locale: Locale): { title: string; content: string } {
  const rendered = text.template ? renderMessageTemplate(text.template, text.params, locale) : null;
  return rendered ?? { title: text.title, content: text.content };
}
