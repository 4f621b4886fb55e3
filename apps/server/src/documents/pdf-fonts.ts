import { createRequire } from 'node:module';
import path from 'node:path';

/** What pdfkit's standard fonts (Helvetica) print: Latin-1, and line breaks. */
const OUTSIDE_LATIN1 = /[^\n\u0020-\u007e\u00a0-\u00ff]/;

/**
 * Noto Sans Hans (OFL), from @embedpdf/fonts-sc: Simplified Chinese glyph forms for every one of
 * the 20,945 ideographs of Unicode's CJK block (so the traditional characters of a Hong Kong or
 * Taiwan name too: all 13,058 of Big5), with Latin. Not Hangul, nor the CJK extensions.
 */
const NOTO_FOLDER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
  '..',
  'fonts',
);
const NOTO = {
  regular: { name: 'NotoSansHans-Regular', file: path.join(NOTO_FOLDER, 'NotoSansHans-Regular.otf') },
  bold: { name: 'NotoSansHans-Bold', file: path.join(NOTO_FOLDER, 'NotoSansHans-Bold.otf') },
} as const;

export type PdfWeight = keyof typeof NOTO;

/**
 * The font to print a text in: Helvetica when it is Latin-1, Noto Sans Hans otherwise (a Chinese
 * company name, shipper or description of goods), embedded as the subset of the glyphs printed.
 * Helvetica stays the font of Latin text: a document in it is a few KB, where the Chinese font adds
 * about 45 KB and a tenth of a second of the thread to parse its 8 MB on first use in a document.
 */
export function pdfFont(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight = 'regular'): string {
  if (!OUTSIDE_LATIN1.test(text)) return weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
  const { name, file } = NOTO[weight];
  // Registering again is only a name for a path; the document opens the font once, on first use.
  doc.registerFont(name, file);
  return name;
}
