import type {
  ReplenishPlan,
  ReturnDetail,
  ReturnInstruction,
  ReturnListRequest,
  returnPageSchema,
  storedStockListSchema,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

export const RETURN_PAGE_LIST_URL = '/client/api/Return/GetPageList';
export const RETURN_DETAIL_URL = '/client/api/Return/GetDetail';
export const RETURN_INSTRUCTION_URL = '/client/api/Return/GiveInstruction';
export const STORED_STOCK_URL = '/client/api/Return/GetStoredStock';
export const REPLENISH_PLANS_URL = '/client/api/Return/GetReplenishPlanList';
export const REPLENISH_UPLOAD_URL = '/client/api/Return/UploadReplenishDetail';
export const REPLENISH_TEMPLATE_URL = '/client/api/Return/DownloadReplenishTemplate';

export type ReturnPage = z.infer<typeof returnPageSchema>;
export type StoredStock = z.infer<typeof storedStockListSchema>;

/** Every returns query starts with this key. */
export const RETURNS_KEY = ['returns'] as const;

export function useReturnPage(request: ReturnListRequest) {
  return useQuery({
    queryKey: [...RETURNS_KEY, 'page', request],
    queryFn: () => post<ReturnPage>(RETURN_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useReturnDetail(id: string) {
  return useQuery({
    queryKey: [...RETURNS_KEY, 'detail', id],
    queryFn: () => post<ReturnDetail>(RETURN_DETAIL_URL, { Id: id }),
    enabled: id !== '',
  });
}

export interface InstructionInput {
  Id: string;
  Instruction: ReturnInstruction;
  Note?: string | null;
  ReturnAddress?: string | null;
  PhotoFileIds: string[];
}

/** Gives the instruction; the lists, the detail and the dashboard's inbox are read again. */
export function useGiveInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstructionInput) => post<ReturnDetail>(RETURN_INSTRUCTION_URL, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: RETURNS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['actionInbox'] });
    },
  });
}

export function useStoredStock() {
  return useQuery({
    queryKey: [...RETURNS_KEY, 'stock'],
    queryFn: () => post<StoredStock>(STORED_STOCK_URL, {}),
  });
}

export function useReplenishPlans() {
  return useQuery({
    queryKey: [...RETURNS_KEY, 'plans'],
    queryFn: () => post<ReplenishPlan[]>(REPLENISH_PLANS_URL, {}),
  });
}
