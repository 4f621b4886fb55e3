import { LOCALES, type Locale } from '@portside/contracts/locales';
import { describe, expect, it } from 'vitest';
import deDE from './de-DE.json';
import enUS from './en-US.json';
import frFR from './fr-FR.json';
import zhCN from './zh-CN.json';

const resources: Record<Locale, { translation: Catalogue }> = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
  'fr-FR': { translation: frFR },
  'de-DE': { translation: deDE },
};

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') for (const [k, v] of flatten(value, path)) entries.set(k, v);
    else entries.set(path, value);
  }
  return entries;
}

const english = flatten(resources['en-US'].translation);

describe('locale files', () => {
  it.each(LOCALES)('%s has every key of en-US, each with a non-empty text', (locale) => {
    const catalogue = flatten(resources[locale].translation);
    for (const key of english.keys()) {
      const text = catalogue.get(key);
      expect(typeof text, `${locale}: ${key}`).toBe('string');
      expect(String(text).trim(), `${locale}: ${key}`).not.toBe('');
    }
  });

  it.each(LOCALES)('%s has no key that en-US lacks', (locale) => {
    const extra = [...flatten(resources[locale].translation).keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it("keeps the spec's English confirmation of a language switch", () => {
    expect(english.get('language.switchSuccess')).toBe('Switch Language Success!');
  });

  it("keeps the spec's English session-expired message", () => {
    expect(english.get('session.expired')).toBe('Your account information has expired, please log in again');
  });
});
