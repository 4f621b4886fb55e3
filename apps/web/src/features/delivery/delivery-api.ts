import type { DeliveryDetail, DeliveryListRequest, deliveryPageSchema } from '@portside/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveFile } from '../../lib/download';
import { notifyError } from '../../lib/notify';
import { failedEnvelopeOfFile, post, postFile } from '../../lib/request';

export const DELIVERY_PAGE_LIST_URL = '/client/api/Delivery/GetPageList';
export const DELIVERY_DETAIL_URL = '/client/api/Delivery/GetDetail';
export const EXPRESS_LABEL_URL = '/client/api/Delivery/DownLoadExpressLabelByExpressChildNo';

export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

const DELIVERY_KEY = ['delivery'] as const;

export function useDeliveryPage(request: DeliveryListRequest) {
  return useQuery({
    queryKey: [...DELIVERY_KEY, 'page', request],
    queryFn: () => post<DeliveryPage>(DELIVERY_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryDetail(id: string) {
  return useQuery({
    queryKey: [...DELIVERY_KEY, 'detail', id],
    queryFn: () => post<DeliveryDetail>(DELIVERY_DETAIL_URL, { Id: id }),
    enabled: id !== '',
  });
}

/** DownLoadExpressLabelByExpressChildNo (spec §8): the carton's label PDF; a refusal is shown as the server words it. */
export async function downloadExpressLabel(childNo: string): Promise<void> {
  const response = await postFile(EXPRESS_LABEL_URL, { ExpressChildNo: childNo });
  const failure = await failedEnvelopeOfFile(response);
  if (failure) {
    notifyError(failure.Msg);
    return;
  }
  saveFile(response.data, `${childNo}-label.pdf`);
}
