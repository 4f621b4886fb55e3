import type {
  ClientUser,
  CompanySecurity,
  clientUserListRequestSchema,
  clientUserPageSchema,
  createClientUserRequestSchema,
  grantClientUserMenusRequestSchema,
  MenuItem,
  resetClientUserPasswordRequestSchema,
  setClientUserEnabledRequestSchema,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { get, post } from '../../lib/request';
import { grantableMenus } from '../../shared/permissions/menu-tree';
import { usePagePaths } from '../../shared/permissions/page-paths';

export const CLIENT_USER_LIST_URL = '/cms/api/ClientUser/GetPageList';
export const GRANTABLE_MENUS_URL = '/cms/api/ClientUser/GetGrantableMenus';
export const CREATE_CLIENT_USER_URL = '/cms/api/ClientUser/Create';
export const SET_CLIENT_USER_ENABLED_URL = '/cms/api/ClientUser/SetEnabled';
export const RESET_CLIENT_USER_PASSWORD_URL = '/cms/api/ClientUser/ResetPassword';
export const GRANT_CLIENT_USER_MENUS_URL = '/cms/api/ClientUser/GrantMenus';
export const COMPANY_SECURITY_URL = '/cms/api/ClientUser/GetCompanySecurity';
export const SET_COMPANY_SECURITY_URL = '/cms/api/ClientUser/SetCompanySecurity';

export type ClientUserListRequest = z.input<typeof clientUserListRequestSchema>;
export type ClientUserPage = z.infer<typeof clientUserPageSchema>;
export type CreateClientUserRequest = z.input<typeof createClientUserRequestSchema>;
type SetClientUserEnabledRequest = z.input<typeof setClientUserEnabledRequestSchema>;
type ResetClientUserPasswordRequest = z.input<typeof resetClientUserPasswordRequestSchema>;
type GrantClientUserMenusRequest = z.input<typeof grantClientUserMenusRequestSchema>;

const clientUsersKey = [CLIENT_USER_LIST_URL] as const;

/** POST /cms/api/ClientUser/GetPageList: the sub-accounts of the admin's company, a page at a time. */
export function useClientUserPage(request: ClientUserListRequest) {
  return useQuery({
    queryKey: [...clientUsersKey, request],
    queryFn: () => post<ClientUserPage>(CLIENT_USER_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /cms/api/ClientUser/GetGrantableMenus: what the admin may give, the company's own grants, of
 * which the dialogs offer those this app has a page for (grantableMenus).
 */
export function useGrantableMenus(enabled: boolean) {
  const pagePaths = usePagePaths();
  const select = useCallback((menus: MenuItem[]) => grantableMenus(menus, pagePaths), [pagePaths]);
  return useQuery({
    queryKey: [GRANTABLE_MENUS_URL],
    enabled,
    queryFn: () => get<MenuItem[]>(GRANTABLE_MENUS_URL),
    select,
    staleTime: 5 * 60_000,
  });
}

/** A change to one account, after which the list is fetched again. */
function useClientUserMutation<Body, Answer>(change: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientUsersKey }),
  });
}

/** POST /cms/api/ClientUser/Create */
export function useCreateClientUser() {
  return useClientUserMutation((body: CreateClientUserRequest) => post<ClientUser>(CREATE_CLIENT_USER_URL, body));
}

/** POST /cms/api/ClientUser/SetEnabled */
export function useSetClientUserEnabled() {
  return useClientUserMutation((body: SetClientUserEnabledRequest) => post<null>(SET_CLIENT_USER_ENABLED_URL, body));
}

/** POST /cms/api/ClientUser/ResetPassword */
export function useResetClientUserPassword() {
  return useClientUserMutation((body: ResetClientUserPasswordRequest) =>
    post<null>(RESET_CLIENT_USER_PASSWORD_URL, body),
  );
}

/** POST /cms/api/ClientUser/GrantMenus */
export function useGrantClientUserMenus() {
  return useClientUserMutation((body: GrantClientUserMenusRequest) => post<null>(GRANT_CLIENT_USER_MENUS_URL, body));
}

/** GET /cms/api/ClientUser/GetCompanySecurity: whether every account of the company needs an authenticator. */
export function useCompanySecurity() {
  return useQuery({ queryKey: [COMPANY_SECURITY_URL], queryFn: () => get<CompanySecurity>(COMPANY_SECURITY_URL) });
}

/** POST /cms/api/ClientUser/SetCompanySecurity */
export function useSetCompanySecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySecurity) => post<null>(SET_COMPANY_SECURITY_URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COMPANY_SECURITY_URL] }),
  });
}
