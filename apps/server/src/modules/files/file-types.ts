import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { extensionOf } from './file-names.js';

/** Allowed uploads: what the content is (magic bytes, via file-type) and the extensions it may carry. */
const ALLOWED: readonly { detected: string; extension: string; contentType: string }[] = [
  { detected: 'pdf', extension: 'pdf', contentType: 'application/pdf' },
  { detected: 'png', extension: 'png', contentType: 'image/png' },
  { detected: 'jpg', extension: 'jpg', contentType: 'image/jpeg' },
  { detected: 'jpg', extension: 'jpeg', contentType: 'image/jpeg' },
  { detected: 'gif', extension: 'gif', contentType: 'image/gif' },
  { detected: 'webp', extension: 'webp', contentType: 'image/webp' },
  {
    detected: 'xlsx',
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    detected: 'docx',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  // Legacy Office files are OLE compound files; the content alone does not tell xls from doc.
  { detected: 'cfb', extension: 'xls', contentType: 'application/vnd.ms-excel' },
  { detected: 'cfb', extension: 'doc', contentType: 'application/msword' },
];

/** Text has no magic bytes: accepted under these extensions when it is UTF-8 without NUL bytes. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

async function isUtf8Text(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(filePath)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/**
 * The content type to store and serve, when the file's content is an allowed type that matches
 * its name's extension; null otherwise (a PNG named .pdf, an executable, HTML, SVG, an empty file).
 */
export async function allowedContentType(filePath: string, fileName: string, size: number): Promise<string | null> {
  if (size === 0) return null;
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromFile(filePath);
  if (detected) {
    return ALLOWED.find((rule) => rule.detected === detected.ext && rule.extension === extension)?.contentType ?? null;
  }
  const textType = TEXT_TYPES[extension];
  return textType && (await isUtf8Text(filePath)) ? textType : null;
}
