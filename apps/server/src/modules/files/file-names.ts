/** Longest original name kept, in code points; a longer name keeps its extension. */
const MAX_NAME_LENGTH = 200;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The uploader's file name, safe to show and to put in a header: the last path segment only, no
 * control or format characters (CR/LF, bidirectional overrides), no quotes or backslashes, at most
 * 200 code points. It is metadata: the stored file has a generated name.
 */
export function displayName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"\\]/gu, '')
    .trim();
  if (/^\.*$/.test(cleaned)) return 'file';
  const points = [...cleaned];
  if (points.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const kept = extension.length > 0 && extension.length <= 10 ? `.${extension}` : '';
  return `${points.slice(0, MAX_NAME_LENGTH - [...kept].length).join('')}${kept}`;
}

/** RFC 6266 attachment header: an ASCII fallback name and the exact name as RFC 8187 UTF-8. */
export function attachmentDisposition(name: string): string {
  const safe = displayName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
