import { sanitizeHtml } from '../lib/sanitize-html';

/**
 * Server HTML (a message, an error text, a guide article) shown with its markup, after sanitizing;
 * `block` for HTML made of paragraphs and lists.
 */
export function SanitizedHtml({ html, testId, block = false }: { html: string; testId?: string; block?: boolean }) {
  const Element = block ? 'div' : 'span';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just before.
  return <Element dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} data-testid={testId} />;
}
