import { ALL_DICT_PARENT_CODES, type DictItemsByParentCode } from '@portside/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectErrorDisplay } from '../../lib/notify';
import { useLanguageStore } from '../../stores/language-store';
import { envelope, fakeServer } from '../../testing/fake-server';
import {
  GET_DICT_ITEMS_URL,
  GLOBAL_ENUM_STORAGE_KEY,
  hasGlobalEnums,
  loadGlobalEnums,
  useDictLabel,
  useDictOptions,
} from './dictionary';

const FEED_TYPES: DictItemsByParentCode = {
  '1014': [
    {
      Key: '1',
      Value: 'Complaint',
      Labels: { 'zh-CN': '投诉', 'en-US': 'Complaint', 'fr-FR': 'Réclamation', 'de-DE': 'Beschwerde' },
      Sort: 1,
    },
    {
      Key: '0',
      Value: 'Suggestion',
      Labels: { 'zh-CN': '建议', 'en-US': 'Suggestion', 'fr-FR': 'Suggestion', 'de-DE': 'Vorschlag' },
      Sort: 0,
    },
  ],
};

beforeEach(() => connectErrorDisplay(() => undefined));
afterEach(() => connectErrorDisplay(undefined));

describe('loadGlobalEnums', () => {
  it('requests every parent code of the catalogue and caches Body under GLOBAL_ENUM on ErrorCode 0', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, FEED_TYPES) }));
    await loadGlobalEnums();
    expect(sent[0]).toMatchObject({
      url: GET_DICT_ITEMS_URL,
      method: 'post',
      body: { parentCode: ALL_DICT_PARENT_CODES },
    });
    expect(JSON.parse(localStorage.getItem(GLOBAL_ENUM_STORAGE_KEY) ?? 'null')).toEqual(FEED_TYPES);
    expect(hasGlobalEnums()).toBe(true);
  });

  it('does not cache an answer with ErrorCode 101', async () => {
    fakeServer(() => ({ data: envelope(101, FEED_TYPES) }));
    await loadGlobalEnums();
    expect(localStorage.getItem(GLOBAL_ENUM_STORAGE_KEY)).toBeNull();
  });

  it('does not cache a failed answer, and rejects', async () => {
    fakeServer(() => ({ status: 401, data: envelope(3, null, 'Unauthorized access: please log in again') }));
    await expect(loadGlobalEnums()).rejects.toMatchObject({ ErrorCode: 3 });
    expect(localStorage.getItem(GLOBAL_ENUM_STORAGE_KEY)).toBeNull();
  });
});

describe('useDictLabel', () => {
  it('re-renders with the label in the UI language once the enumerations arrive, even in Chinese', async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    fakeServer(() => ({ data: envelope(0, FEED_TYPES) }));
    const { result } = renderHook(() => useDictLabel());
    await act(() => loadGlobalEnums());
    expect(result.current('FeedTypeEnum', 1)).toBe('投诉');
    expect(result.current('FeedTypeEnum', '0')).toBe('建议');
  });

  it('follows a language switch', async () => {
    fakeServer(() => ({ data: envelope(0, FEED_TYPES) }));
    await loadGlobalEnums();
    const { result } = renderHook(() => useDictLabel());
    expect(result.current('FeedTypeEnum', 0)).toBe('Suggestion');
    act(() => useLanguageStore.getState().setLanguage('de-DE'));
    expect(result.current('FeedTypeEnum', 0)).toBe('Vorschlag');
  });

  it('returns the key itself for an unknown entry or enumeration', async () => {
    fakeServer(() => ({ data: envelope(0, FEED_TYPES) }));
    await loadGlobalEnums();
    const { result } = renderHook(() => useDictLabel());
    expect(result.current('FeedTypeEnum', 42)).toBe('42');
    expect(result.current('CurrencyEnum', 'USD')).toBe('USD');
  });

  it('reads the cache left by an earlier visit', async () => {
    localStorage.setItem(GLOBAL_ENUM_STORAGE_KEY, JSON.stringify(FEED_TYPES));
    vi.resetModules();
    const fresh = await import('./dictionary');
    const { result } = renderHook(() => fresh.useDictLabel());
    expect(result.current('FeedTypeEnum', 1)).toBe('Complaint');
  });

  it('ignores a corrupt cache', async () => {
    localStorage.setItem(GLOBAL_ENUM_STORAGE_KEY, '{"1014": "not a list"');
    vi.resetModules();
    const fresh = await import('./dictionary');
    expect(fresh.hasGlobalEnums()).toBe(false);
  });
});

describe('useDictOptions', () => {
  it('lists an enumeration in catalogue order with labels in the UI language', async () => {
    useLanguageStore.getState().setLanguage('fr-FR');
    fakeServer(() => ({ data: envelope(0, FEED_TYPES) }));
    await loadGlobalEnums();
    const { result } = renderHook(() => useDictOptions('FeedTypeEnum'));
    expect(result.current).toEqual([
      { value: '0', label: 'Suggestion' },
      { value: '1', label: 'Réclamation' },
    ]);
  });
});
