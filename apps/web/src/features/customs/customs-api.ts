import type { CustomsDeclarationDetail, CustomsListRequest, customsPageSchema } from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

export const CUSTOMS_PAGE_LIST_URL = '/client/api/Customs/GetPageList';
export const CUSTOMS_DETAIL_URL = '/client/api/Customs/GetDetail';
export const CUSTOMS_UPLOAD_DOCUMENT_URL = '/client/api/Customs/UploadDocument';

export type CustomsPage = z.infer<typeof customsPageSchema>;

/** Every customs query starts with this key. */
const CUSTOMS_KEY = ['customs'] as const;

export function useCustomsPage(request: CustomsListRequest) {
  return useQuery({
    queryKey: [...CUSTOMS_KEY, 'page', request],
    queryFn: () => post<CustomsPage>(CUSTOMS_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useCustomsDetail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CUSTOMS_KEY, 'detail', id],
    queryFn: () => post<CustomsDeclarationDetail>(CUSTOMS_DETAIL_URL, { Id: id }),
    enabled,
  });
}

/** Gives an uploaded file to a document customs asked for; the lists and details are read again. */
export function useUploadCustomsDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { DocumentId: string; FileId: string }) =>
      post<CustomsDeclarationDetail>(CUSTOMS_UPLOAD_DOCUMENT_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMS_KEY }),
  });
}
