import { sanitizeHtml } from '../lib/sanitize-html';

/** Server HTML (a message, an error text) shown with its markup, after sanitizing. */
export function SanitizedHtml({ html, testId }: { html: string; testId?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just before.
  return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} data-testid={testId} />;
}
