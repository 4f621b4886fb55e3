import type { Attachment } from '@portside/contracts';
import { post } from '../../lib/request';

export const UPLOAD_FILE_URL = '/cms/api/BaseData/UploadFile';

/**
 * POST /cms/api/BaseData/UploadFile: one file as multipart form data, under an optional Type
 * (the attachment group), reporting the share sent so far (0 to 100). An upload of up to 50 MB
 * may take longer than the 20 s of an ordinary call, so it has no timeout; the progress shows it
 * is moving.
 */
export function uploadFile(file: File, options: { type?: string; onProgress?: (percent: number) => void } = {}) {
  const form = new FormData();
  form.append('file', file);
  if (options.type) form.append('Type', options.type);
  return post<Attachment>(UPLOAD_FILE_URL, form, {
    timeout: 0,
    onUploadProgress: ({ loaded, total }) => options.onProgress?.(total ? Math.floor((loaded / total) * 100) : 0),
  });
}
