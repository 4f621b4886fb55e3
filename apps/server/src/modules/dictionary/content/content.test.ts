import { DICT_PARENT_CODES, type DictName, LOCALES } from '@portside/contracts';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_CONTENT } from './index.js';

const DICT_NAMES = Object.keys(DICT_PARENT_CODES) as DictName[];

const keysOf = (name: DictName): string[] => DICTIONARY_CONTENT[name].map((item) => item.Key);
const labelOf = (name: DictName, key: string) => DICTIONARY_CONTENT[name].find((item) => item.Key === key)?.Labels;

describe('dictionary content', () => {
  it('covers exactly the enumerations of the catalogue', () => {
    expect(Object.keys(DICTIONARY_CONTENT).sort()).toEqual([...DICT_NAMES].sort());
  });

  it.each(DICT_NAMES)('%s has items with unique keys', (name) => {
    const keys = keysOf(name);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(DICT_NAMES)('%s has a trimmed, non-empty label in every language, none repeated', (name) => {
    for (const locale of LOCALES) {
      const labels = DICTIONARY_CONTENT[name].map((item) => item.Labels[locale]);
      for (const label of labels) {
        expect(label.trim()).toBe(label);
        expect(label).not.toBe('');
      }
      // Two entries of one drop-down with the same text could not be told apart.
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

describe('fixed lookup lists of spec §3', () => {
  it.each<[DictName, [string, string][]]>([
    [
      'PackageOrderTypeEnum',
      [
        ['0', 'First order'],
        ['1', 'Renewal'],
        ['2', 'Refund'],
      ],
    ],
    [
      'PackageOrderStatusEnum',
      [
        ['0', 'Normal'],
        ['1', 'Frozen'],
        ['2', 'Refund'],
      ],
    ],
    [
      'RefundOptionEnum',
      [
        ['1', 'Refunded'],
        ['2', 'Package upgrade'],
        ['3', 'Refund and exchange'],
      ],
    ],
    [
      'ChannelEnum',
      [
        ['0', 'Distribution'],
        ['1', 'Community'],
        ['2', 'Sales'],
        ['3', 'VIP sync'],
        ['4', 'Operations init sync'],
      ],
    ],
    [
      'PosterTypeEnum',
      [
        ['1', 'Personalized'],
        ['2', 'Exclusive'],
      ],
    ],
    [
      'EnabledStateEnum',
      [
        ['1', 'Enabled'],
        ['2', 'Disabled'],
      ],
    ],
    [
      'CategoryEnum',
      [
        ['1', 'Activity'],
        ['2', 'Brand'],
        ['3', 'Children'],
        ['4', 'Adult'],
        ['5', 'Other'],
      ],
    ],
    [
      'ApplicableUsersEnum',
      [
        ['0', 'All'],
        ['1', 'VIP'],
        ['2', 'Non-VIP'],
      ],
    ],
  ])('%s is exactly the spec list', (name, expected) => {
    expect(DICTIONARY_CONTENT[name].map((item) => [item.Key, item.Labels['en-US']])).toEqual(expected);
  });

  it('labels the package order types in Chinese as the spec does', () => {
    expect(DICTIONARY_CONTENT.PackageOrderTypeEnum.map((item) => item.Labels['zh-CN'])).toEqual([
      '首单',
      '续费',
      '退款',
    ]);
  });
});

describe('client defaults', () => {
  it('has the default order type "1" as ocean freight', () => {
    expect(labelOf('OrderTypeEnum', '1')?.['en-US']).toBe('Ocean freight');
  });

  it('has the default feedback type "0"', () => {
    expect(keysOf('FeedTypeEnum')[0]).toBe('0');
  });
});

describe('currencies', () => {
  it('lists the main trade currencies first', () => {
    expect(keysOf('CurrencyEnum').slice(0, 6)).toEqual(['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'HKD']);
  });

  it('labels currencies with the platform names in every language', () => {
    expect(labelOf('CurrencyEnum', 'CNY')?.['zh-CN']).toBe('人民币');
    expect(labelOf('CurrencyEnum', 'USD')?.['zh-CN']).toBe('美元');
    expect(labelOf('CurrencyEnum', 'EUR')?.['de-DE']).toBe('Euro');
  });

  // The platform's names change with Node's ICU data; what holds on every version is that a
  // currency is never labelled with its bare code.
  it('never labels a currency with its bare code', () => {
    for (const item of DICTIONARY_CONTENT.CurrencyEnum) {
      for (const label of Object.values(item.Labels)) expect(label).not.toBe(item.Key);
    }
  });

  it('leaves out funds, metals and test codes', () => {
    const keys = keysOf('CurrencyEnum');
    for (const code of ['XAU', 'XAG', 'XXX', 'XTS', 'XDR', 'BOV', 'CLF', 'USN']) expect(keys).not.toContain(code);
    expect(keys).toEqual(expect.arrayContaining(['AUD', 'CAD', 'CHF', 'SGD', 'ZAR']));
  });
});

describe('trade clauses', () => {
  it('are exactly the 11 Incoterms 2020 rules', () => {
    expect([...keysOf('TradeClauseEnum')].sort()).toEqual([
      'CFR',
      'CIF',
      'CIP',
      'CPT',
      'DAP',
      'DDP',
      'DPU',
      'EXW',
      'FAS',
      'FCA',
      'FOB',
    ]);
    expect(labelOf('TradeClauseEnum', 'FOB')).toEqual({
      'zh-CN': 'FOB – 船上交货',
      'en-US': 'FOB – Free On Board',
      'fr-FR': 'FOB – Franco à bord',
      'de-DE': 'FOB – Frei an Bord',
    });
  });
});
