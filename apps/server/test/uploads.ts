import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { call } from './identity-helpers.js';

export const UPLOAD_URL = '/cms/api/BaseData/UploadFile';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
}

/** A multipart/form-data body as a stream of its pieces, so a 50 MB file is not copied. */
export function multipart(parts: Part[]) {
  const boundary = `----portside${randomUUID()}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'content-type: application/octet-stream\r\n';
    pieces.push(Buffer.from(`--${boundary}\r\ncontent-disposition: ${disposition}\r\n${type}\r\n`));
    pieces.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Readable.from(pieces),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(pieces.reduce((sum, piece) => sum + piece.length, 0)),
    },
  };
}

/** Uploads through the real route, as the web app does. */
export function upload(app: FastifyInstance, token: string, parts: Part[], language = 'en-US') {
  const { payload, headers } = multipart(parts);
  return call(app, {
    method: 'POST',
    url: UPLOAD_URL,
    token,
    payload,
    headers: { ...headers, 'accept-language': language },
  });
}
