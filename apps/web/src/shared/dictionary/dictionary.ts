import {
  ALL_DICT_PARENT_CODES,
  DICT_PARENT_CODES,
  type DictItemsByParentCode,
  type DictName,
  dictItemsByParentCodeSchema,
  type GetDictItemsRequest,
} from '@portside/contracts/dictionary';
import { ERROR_CODES } from '@portside/contracts/error-codes';
import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import { request } from '../../lib/request';
import { readStoredJson } from '../../lib/stored-json';
import { useLanguageStore } from '../../stores/language-store';

/** Spec §3: dictionary entries are cached locally as GLOBAL_ENUM. */
export const GLOBAL_ENUM_STORAGE_KEY = 'GLOBAL_ENUM';
export const GET_DICT_ITEMS_URL = '/cms/api/BaseData/GetDictItemByParentCode';

export interface DictOption {
  value: string;
  label: string;
}

function readCachedEnums(): DictItemsByParentCode {
  const parsed = dictItemsByParentCodeSchema.safeParse(readStoredJson(localStorage, GLOBAL_ENUM_STORAGE_KEY));
  return parsed.success ? parsed.data : {};
}

/** The cache kept in a store as well, so components re-render once the enumerations arrive. */
const useGlobalEnumStore = create<{ enums: DictItemsByParentCode }>()(() => ({ enums: readCachedEnums() }));

export function hasGlobalEnums(): boolean {
  return Object.keys(useGlobalEnumStore.getState().enums).length > 0;
}

/** Fetches every enumeration of the catalogue and caches it; spec §7 accepts the answer only on ErrorCode 0. */
export async function loadGlobalEnums(): Promise<void> {
  const body: GetDictItemsRequest = { parentCode: [...ALL_DICT_PARENT_CODES] };
  const envelope = await request<DictItemsByParentCode>({ method: 'post', url: GET_DICT_ITEMS_URL, data: body });
  if (envelope.ErrorCode !== ERROR_CODES.Success) return;
  localStorage.setItem(GLOBAL_ENUM_STORAGE_KEY, JSON.stringify(envelope.Body));
  useGlobalEnumStore.setState({ enums: envelope.Body });
}

/**
 * Returns a function giving an entry's label in the current UI language. The cached Labels hold
 * every language, so Chinese works although the server answers Chinese requests in English.
 * Unknown entries show their key.
 */
export function useDictLabel(): (name: DictName, key: string | number) => string {
  const enums = useGlobalEnumStore((state) => state.enums);
  const language = useLanguageStore((state) => state.language);
  return useCallback(
    (name, key) => {
      const wanted = String(key);
      const item = enums[DICT_PARENT_CODES[name]]?.find((entry) => entry.Key === wanted);
      return item ? item.Labels[language] || item.Value : wanted;
    },
    [enums, language],
  );
}

/** An enumeration as antd Select options, in the catalogue's order and the current UI language. */
export function useDictOptions(name: DictName): DictOption[] {
  const items = useGlobalEnumStore((state) => state.enums[DICT_PARENT_CODES[name]]);
  const language = useLanguageStore((state) => state.language);
  return useMemo(
    () =>
      [...(items ?? [])]
        .sort((a, b) => a.Sort - b.Sort)
        .map((item) => ({ value: item.Key, label: item.Labels[language] || item.Value })),
    [items, language],
  );
}
