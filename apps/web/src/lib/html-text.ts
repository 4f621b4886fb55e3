/**
 * The text of server HTML, for places that show no markup (a notification, a title attribute). The
 * HTML is parsed into an inert document, where nothing runs or loads, so no sanitizer is needed
 * and none is loaded with the first screen (issue 15); scripts and styles give no text.
 */
export function htmlToText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
