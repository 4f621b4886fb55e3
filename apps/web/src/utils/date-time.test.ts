import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { useLanguageStore } from '../stores/language-store';
import { formatDateTime, formatMonth } from './date-time';

describe('formatDateTime', () => {
  it.each([
    ['en-US', /^03\/04\/2025 \d{1,2}:06 (AM|PM)$/],
    ['zh-CN', /^2025\/03\/04 \d{2}:06$/],
    ['fr-FR', /^04\/03\/2025 \d{2}:06$/],
    ['de-DE', /^04\.03\.2025 \d{2}:06$/],
  ] as const)('writes dates the way %s readers expect', (language, pattern) => {
    act(() => useLanguageStore.getState().setLanguage(language));
    // Noon UTC is 4 March in every time zone the test may run in.
    expect(formatDateTime('2025-03-04T12:06:00.000Z')).toMatch(pattern);
  });
});

describe('formatMonth', () => {
  it.each([
    ['en-US', 'Dec 2025'],
    ['zh-CN', '2025年12月'],
    ['fr-FR', 'déc. 2025'],
    ['de-DE', 'Dez. 2025'],
  ] as const)('writes a month the way %s readers expect', (language, expected) => {
    expect(formatMonth('2025-12', language)).toBe(expected);
  });
});
