import type { ColumnSetting, UserColumnSettings } from '@portside/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../lib/request';

export const COLUMN_SETTINGS_LIST_URL = '/cms/api/CfgUserDiyColumn/GetList';
export const COLUMN_SETTINGS_UPDATE_URL = '/cms/api/CfgUserDiyColumn/Update';
export const COLUMN_SETTINGS_DELETE_URL = '/cms/api/CfgUserDiyColumn/DeleteById';

const columnSettingsKey = (tableKey: string) => [COLUMN_SETTINGS_LIST_URL, tableKey] as const;

/** POST /cms/api/CfgUserDiyColumn/GetList: the user's saved columns of one table, if any. */
export function useColumnSettings(tableKey: string) {
  return useQuery({
    queryKey: columnSettingsKey(tableKey),
    queryFn: async () =>
      (await post<UserColumnSettings[]>(COLUMN_SETTINGS_LIST_URL, { TableKey: tableKey }))[0] ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** /Update saves the user's columns; /DeleteById?id= goes back to the table's default columns. */
export function useChangeColumnSettings(tableKey: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: columnSettingsKey(tableKey) });
  return {
    save: useMutation({
      mutationFn: (Columns: ColumnSetting[]) => post<null>(COLUMN_SETTINGS_UPDATE_URL, { TableKey: tableKey, Columns }),
      onSuccess: reload,
    }),
    reset: useMutation({
      mutationFn: (id: string) => post<null>(COLUMN_SETTINGS_DELETE_URL, undefined, { params: { id } }),
      onSuccess: reload,
    }),
  };
}
