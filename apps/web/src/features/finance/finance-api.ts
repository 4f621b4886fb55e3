import type {
  Ageing,
  Charge,
  ChargeListRequest,
  chargePageSchema,
  StatementDetail,
  StatementListRequest,
  statementPageSchema,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import { EnvelopeError, failedEnvelopeOfFile, post, postFile } from '../../lib/request';

export type ChargePage = z.infer<typeof chargePageSchema>;
export type StatementPage = z.infer<typeof statementPageSchema>;

const FINANCE_KEY = ['finance'] as const;

export function useChargePage(request: ChargeListRequest) {
  return useQuery({
    queryKey: [...FINANCE_KEY, 'charges', request],
    queryFn: () => post<ChargePage>('/client/api/Finance/GetChargePageList', request),
    placeholderData: keepPreviousData,
  });
}

export function useStatementPage(request: StatementListRequest) {
  return useQuery({
    queryKey: [...FINANCE_KEY, 'statements', request],
    queryFn: () => post<StatementPage>('/client/api/Finance/GetStatementPageList', request),
    placeholderData: keepPreviousData,
  });
}

export function useStatementDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...FINANCE_KEY, 'statement', id],
    queryFn: () => post<StatementDetail>('/client/api/Finance/GetStatementDetail', { Id: id }),
    enabled: Boolean(id),
  });
}

export function useAgeing() {
  return useQuery({
    queryKey: [...FINANCE_KEY, 'ageing'],
    queryFn: () => post<Ageing>('/client/api/Finance/GetAgeing', {}),
  });
}

/** A change to a charge or a statement: every finance figure is read again. */
function useFinanceMutation<Body, Answer>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => post<Answer>(url, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCE_KEY }),
  });
}

export const useApproveCharge = () => useFinanceMutation<{ Id: string }, Charge>('/client/api/Finance/ApproveCharge');
export const useRejectCharge = () =>
  useFinanceMutation<{ Id: string; Reason: string }, Charge>('/client/api/Finance/RejectCharge');
export const useConfirmStatement = () =>
  useFinanceMutation<{ Id: string }, StatementDetail>('/client/api/Finance/ConfirmStatement');
export const useDisputeStatement = () =>
  useFinanceMutation<{ Id: string; ChargeIds: string[]; Reason: string }, StatementDetail>(
    '/client/api/Finance/DisputeStatement',
  );

export type StatementFormat = 'xlsx' | 'pdf';
const EXPORT_URLS: Record<StatementFormat, string> = {
  xlsx: '/client/api/Finance/ExportStatementExcel',
  pdf: '/client/api/Finance/ExportStatementPdf',
};

/** A statement's file, whole, with its download progress. */
export async function exportStatement(
  id: string,
  number: string,
  format: StatementFormat,
  onProgress: (event: AxiosProgressEvent) => void,
): Promise<{ file: Blob; fileName: string }> {
  const response = await postFile(EXPORT_URLS[format], { Id: id }, { onDownloadProgress: onProgress });
  const failure = await failedEnvelopeOfFile(response);
  if (failure) throw new EnvelopeError(failure.ErrorCode, failure.Msg);
  return { file: response.data, fileName: `statement-${number}.${format}` };
}
