import type {
  ClientApiKey,
  createClientApiKeyRequestSchema,
  createdClientApiKeySchema,
  webhookDeliveryListSchema,
  webhookSubscriptionListSchema,
} from '@portside/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

export const CREATE_CLIENT_API_KEY_URL = '/cms/api/ClientApiKey/Create';
export const GET_CLIENT_API_KEYS_URL = '/cms/api/ClientApiKey/GetList';
export const REVOKE_CLIENT_API_KEY_URL = '/cms/api/ClientApiKey/Revoke';
export const GET_WEBHOOK_SUBSCRIPTIONS_URL = '/cms/api/ClientApiKey/GetSubscriptions';
export const GET_WEBHOOK_DELIVERIES_URL = '/cms/api/ClientApiKey/GetDeliveries';

type CreateRequest = z.input<typeof createClientApiKeyRequestSchema>;
type CreatedKey = z.infer<typeof createdClientApiKeySchema>;
type KeyList = { Items: ClientApiKey[]; TotalCount: number };
type SubscriptionList = z.infer<typeof webhookSubscriptionListSchema>;
type DeliveryList = z.infer<typeof webhookDeliveryListSchema>;

const keysKey = [GET_CLIENT_API_KEYS_URL] as const;

/** POST /cms/api/ClientApiKey/GetList: the company's keys, newest first. */
export function useClientApiKeys() {
  return useQuery({ queryKey: keysKey, queryFn: () => post<KeyList>(GET_CLIENT_API_KEYS_URL, {}) });
}

/** POST /cms/api/ClientApiKey/Create: the answer carries the key, shown once. */
export function useCreateClientApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequest) => post<CreatedKey>(CREATE_CLIENT_API_KEY_URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** POST /cms/api/ClientApiKey/Revoke */
export function useRevokeClientApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<ClientApiKey>(REVOKE_CLIENT_API_KEY_URL, { Id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** POST /cms/api/ClientApiKey/GetSubscriptions: the webhook subscriptions with their deliveries counted. */
export function useWebhookSubscriptions() {
  return useQuery({
    queryKey: [GET_WEBHOOK_SUBSCRIPTIONS_URL],
    queryFn: () => post<SubscriptionList>(GET_WEBHOOK_SUBSCRIPTIONS_URL, {}),
  });
}

/** POST /cms/api/ClientApiKey/GetDeliveries: one page of a subscription's delivery log, newest first. */
export function useWebhookDeliveries(subscriptionId: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: [GET_WEBHOOK_DELIVERIES_URL, subscriptionId, page, pageSize],
    queryFn: () =>
      post<DeliveryList>(GET_WEBHOOK_DELIVERIES_URL, {
        SubscriptionId: subscriptionId,
        PageIndex: page,
        PageSize: pageSize,
      }),
    enabled: Boolean(subscriptionId),
  });
}
