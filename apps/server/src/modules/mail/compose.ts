import { type Locale, PORTAL_PAGES } from '@portside/contracts';

const TEXTS: Record<Locale, { open: string; stop: string; subjectPrefix: string }> = {
  'zh-CN': { open: '在 Portside 中查看：', stop: '不再接收此类邮件：', subjectPrefix: '[Portside]' },
  'en-US': { open: 'Open in Portside:', stop: 'Stop these e-mails:', subjectPrefix: '[Portside]' },
  'fr-FR': { open: 'Ouvrir dans Portside :', stop: 'Ne plus recevoir ces e-mails :', subjectPrefix: '[Portside]' },
  'de-DE': { open: 'In Portside öffnen:', stop: 'Diese E-Mails abbestellen:', subjectPrefix: '[Portside]' },
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Message content may hold limited HTML; e-mails are plain text, so tags become line breaks or go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function unsubscribeUrl(baseUrl: string, token: string): string {
  return new URL(`/customerPool/unsubscribeEmail?token=${encodeURIComponent(token)}`, baseUrl).toString();
}

/** The e-mail that announces a portal message, in the recipient's language. */
export function composeNotification(input: {
  title: string;
  content: string;
  locale: Locale;
  baseUrl: string;
  unsubscribeToken: string;
}): { subject: string; textBody: string; unsubscribeUrl: string } {
  const texts = TEXTS[input.locale];
  const stopUrl = unsubscribeUrl(input.baseUrl, input.unsubscribeToken);
  const openUrl = new URL(PORTAL_PAGES.messageHistory.path, input.baseUrl).toString();
  return {
    subject: `${texts.subjectPrefix} ${input.title}`,
    textBody: `${input.title}\n\n${htmlToText(input.content)}\n\n${texts.open} ${openUrl}\n\n${texts.stop} ${stopUrl}\n`,
    unsubscribeUrl: stopUrl,
  };
}
