import type {
  Attachment,
  supplierLinkInfoSchema,
  supplierOrderViewSchema,
  supplierVerifiedSchema,
} from '@portside/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { post, request } from '../../lib/request';

export const SUPPLIER_INFO_URL = '/cms/api/Supplier/GetLinkInfo';
export const SUPPLIER_CODE_URL = '/cms/api/Supplier/GetUniversalVerificationCode';
export const SUPPLIER_VERIFY_URL = '/cms/api/Supplier/VerifyCode';
export const SUPPLIER_UPLOAD_URL = '/cms/api/Supplier/UploadFile';
export const SUPPLIER_SUBMIT_URL = '/cms/api/Supplier/Submit';

export type SupplierLinkInfo = z.infer<typeof supplierLinkInfoSchema>;
export type SupplierVerified = z.infer<typeof supplierVerifiedSchema>;
export type SupplierOrderView = z.infer<typeof supplierOrderViewSchema>;

// The supplier's side, on /SupplierAllBack: failures are shown on the page, not as messages.

const quiet = { skipErrorHandler: true } as const;

export function useSupplierLinkInfo(token: string) {
  return useQuery({
    queryKey: ['supplierLink', token],
    queryFn: () => post<SupplierLinkInfo>(SUPPLIER_INFO_URL, { Token: token }, quiet),
    enabled: token !== '',
    retry: false,
  });
}

/** GetUniversalVerificationCode answers whatever its ErrorCode (spec §8): the page reads it. */
export function sendSupplierCode(token: string) {
  return request<{ MaskedEmail: string; ExpiresTime: string; ResendAfterSeconds: number } | null>({
    method: 'post',
    url: SUPPLIER_CODE_URL,
    data: { Token: token },
  });
}

export const verifySupplierCode = (token: string, code: string) =>
  post<SupplierVerified>(SUPPLIER_VERIFY_URL, { Token: token, Code: code }, quiet);

export function uploadSupplierFile(
  token: string,
  grant: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Attachment> {
  const form = new FormData();
  form.append('Type', 'SupplierDocument');
  form.append('file', file);
  return post<Attachment>(SUPPLIER_UPLOAD_URL, form, {
    ...quiet,
    timeout: 0,
    headers: { 'x-supplier-token': token, 'x-supplier-grant': grant },
    onUploadProgress: ({ loaded, total }) => onProgress(total ? Math.floor((loaded / total) * 100) : 0),
  });
}

export interface SupplierSubmission {
  CargoReadyDate: string;
  CartonCount: number;
  GrossWeightKg: number;
  VolumeCbm: number;
  Note?: string | null;
  FileIds: string[];
}

export const submitSupplier = (token: string, grant: string, submission: SupplierSubmission) =>
  post<{ SubmittedTime: string }>(SUPPLIER_SUBMIT_URL, { Token: token, Grant: grant, ...submission }, quiet);
