import type { Attachment } from '@portside/contracts';
import { paths } from '../../config/paths';
import { post } from '../../lib/request';
import { useIsClientUser } from '../../stores/user-store';
import { usePermittedPaths } from '../permissions/route-access';

export const UPLOAD_FILE_URL = '/cms/api/BaseData/UploadFile';

/** The pages that hold files: the server grants uploads and downloads to a client holding any of them. */
const FILE_PAGE_PATHS = [
  paths.shipmentDetail,
  paths.clearanceFiles,
  paths.sharedFiles,
  paths.newOrders,
  paths.orderManage,
];

/** Whether the signed-in user may upload (a client user granted a page that holds files). */
export function useMayUploadFiles(): boolean {
  const permitted = usePermittedPaths();
  return useIsClientUser() && FILE_PAGE_PATHS.some((path) => permitted.has(path));
}

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
