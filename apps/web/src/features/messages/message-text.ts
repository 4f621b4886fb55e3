import { type ClientMessage, type Locale, renderMessageTemplate, renderMessageTitle } from '@portside/contracts';
import { useLanguageStore } from '../../stores/language-store';

export interface MessageText {
  title: string;
  /** Limited HTML: show it sanitized. */
  content: string;
  /** The language a staff notice was written in, for the lang attribute; undefined: the reader's. */
  lang: Locale | undefined;
}

/**
 * A message in the reader's language: a server message rendered from its template (contracts), a
 * staff notice as written. A template this build does not know shows the server's rendering.
 */
export function messageText(message: ClientMessage, locale: Locale): MessageText {
  const rendered = message.Template ? renderMessageTemplate(message.Template, message.Params, locale) : null;
  if (rendered) return { ...rendered, lang: undefined };
  return { title: message.MessageTitle, content: message.MessageContent, lang: message.Language ?? undefined };
}

/** messageText in the current UI language; re-renders when the language changes. */
export function useMessageText(): (message: ClientMessage) => MessageText {
  const language = useLanguageStore((state) => state.language);
  return (message) => messageText(message, language);
}

/** A message's title alone, for the lists: its content is written when the message is opened. */
export function messageTitle(message: ClientMessage, locale: Locale): Omit<MessageText, 'content'> {
  const rendered = message.Template ? renderMessageTitle(message.Template, message.Params, locale) : null;
  if (rendered !== null) return { title: rendered, lang: undefined };
  return { title: message.MessageTitle, lang: message.Language ?? undefined };
}

/** messageTitle in the current UI language; re-renders when the language changes. */
export function useMessageTitle(): (message: ClientMessage) => Omit<MessageText, 'content'> {
  const language = useLanguageStore((state) => state.language);
  return (message) => messageTitle(message, language);
}
