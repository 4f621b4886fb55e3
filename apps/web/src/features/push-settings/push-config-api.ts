import type { PushConfig, unsubscribeEmailAnswerSchema, unsubscribeEmailRequestSchema } from '@portside/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/request';
import { useLanguageStore } from '../../stores/language-store';

export const GET_PUSH_CONFIG_URL = '/cms/api/ClientPush/GetPushConfig';
export const SAVE_PUSH_CONFIG_URL = '/cms/api/ClientPush/SavePushConfig';
export const UNSUBSCRIBE_EMAIL_URL = '/cms/api/ClientPush/UnsubscribeEmail';

type UnsubscribeEmailRequest = z.input<typeof unsubscribeEmailRequestSchema>;
type UnsubscribeEmailAnswer = z.infer<typeof unsubscribeEmailAnswerSchema>;

const pushConfigKey = [GET_PUSH_CONFIG_URL] as const;

/** GET /cms/api/ClientPush/GetPushConfig: the user's address and, per message type, portal and e-mail on or off. */
export function usePushConfig() {
  return useQuery({ queryKey: pushConfigKey, queryFn: () => get<PushConfig>(GET_PUSH_CONFIG_URL) });
}

/** POST /cms/api/ClientPush/SavePushConfig */
export function useSavePushConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    // E-mails are written in the language the user reads the portal in.
    mutationFn: (config: PushConfig) =>
      post<null>(SAVE_PUSH_CONFIG_URL, { ...config, Language: useLanguageStore.getState().language }),
    onSuccess: (_, config) => queryClient.setQueryData(pushConfigKey, config),
  });
}

/** POST /cms/api/ClientPush/UnsubscribeEmail (public): the page shows the failure itself. */
export function useUnsubscribeEmail() {
  return useMutation({
    mutationFn: (body: UnsubscribeEmailRequest) =>
      post<UnsubscribeEmailAnswer>(UNSUBSCRIBE_EMAIL_URL, body, { skipErrorHandler: true }),
  });
}
