import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales.js';

describe('pickLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['de-DE', 'de-DE'],
    ['fr-FR', 'fr-FR'],
    ['zh-CN', 'zh-CN'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr-FR'],
    ['es-ES, de;q=0.5', 'de-DE'],
    ['en;q=0.2, de;q=0.9', 'de-DE'],
    ['ja-JP', 'en-US'],
    ['de;q=0', 'en-US'],
  ])('answers %s with %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
