import { DICT_PARENT_CODES, ERRORS } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';

const URL = '/cms/api/BaseData/GetDictItemByParentCode';

describe.each(DATABASE_KINDS)('dictionary on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers });

  it('answers the items of each requested code, keyed by code, in the order of the catalogue', async () => {
    const res = await post({ parentCode: [DICT_PARENT_CODES.FeedTypeEnum, DICT_PARENT_CODES.TradeClauseEnum] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ErrorCode).toBe(0);
    expect(Object.keys(body.Body).sort()).toEqual(
      [DICT_PARENT_CODES.FeedTypeEnum, DICT_PARENT_CODES.TradeClauseEnum].sort(),
    );
    const feedTypes = body.Body[DICT_PARENT_CODES.FeedTypeEnum];
    expect(feedTypes[0]).toMatchObject({ Key: '0', Sort: 0 });
    expect(Object.keys(feedTypes[0].Labels).sort()).toEqual(['de-DE', 'en-US', 'fr-FR', 'zh-CN']);
    expect(feedTypes[0].Value).toBe(feedTypes[0].Labels['en-US']);
    const incoterms = body.Body[DICT_PARENT_CODES.TradeClauseEnum].map((item: { Key: string }) => item.Key);
    expect(incoterms.sort()).toEqual(['CFR', 'CIF', 'CIP', 'CPT', 'DAP', 'DDP', 'DPU', 'EXW', 'FAS', 'FCA', 'FOB']);
  });

  it('labels Value in the language of Accept-Language and keeps all four labels', async () => {
    const code = DICT_PARENT_CODES.EnabledStateEnum;
    for (const [language, expected] of [
      ['de-DE', 'de-DE'],
      ['fr-FR', 'fr-FR'],
      ['en-US', 'en-US'],
      ['fr-CH, de;q=0.8', 'de-DE'],
    ] as const) {
      const res = await post({ parentCode: [code] }, { 'accept-language': language });
      const [enabled] = res.json().Body[code];
      expect(enabled.Key).toBe('1');
      expect(enabled.Value).toBe(enabled.Labels[expected]);
    }
  });

  it('serves real reference content: ISO 4217 currencies and ISO 6346 container types', async () => {
    const res = await post({ parentCode: [DICT_PARENT_CODES.CurrencyEnum, DICT_PARENT_CODES.CabinTypeEnum] });
    const currencies = res.json().Body[DICT_PARENT_CODES.CurrencyEnum].map((item: { Key: string }) => item.Key);
    expect(currencies).toEqual(expect.arrayContaining(['USD', 'EUR', 'CNY', 'GBP', 'JPY']));
    expect(currencies).not.toContain('XAU');
    const containers = res.json().Body[DICT_PARENT_CODES.CabinTypeEnum].map((item: { Key: string }) => item.Key);
    expect(containers).toEqual(expect.arrayContaining(['22G1', '45G1']));
  });

  it('answers an empty list for an unknown code, trims codes and answers each code once', async () => {
    const res = await post({
      parentCode: ['9999', `  ${DICT_PARENT_CODES.FeedTypeEnum} `, DICT_PARENT_CODES.FeedTypeEnum],
    });
    expect(res.json().ErrorCode).toBe(0);
    expect(res.json().Body['9999']).toEqual([]);
    expect(res.json().Body[DICT_PARENT_CODES.FeedTypeEnum].length).toBeGreaterThan(0);
    expect(Object.keys(res.json().Body)).toHaveLength(2);
  });

  it('answers an empty Body for an empty list', async () => {
    const res = await post({ parentCode: [] });
    expect(res.json()).toEqual({ ErrorCode: 0, Msg: '', Body: {} });
  });

  it.each([
    ['a string instead of a list', { parentCode: '1001' }],
    ['a list with a number', { parentCode: ['1001', 7] }],
    ['no parentCode', {}],
    ['null', { parentCode: null }],
    ['a list of objects', { parentCode: [{ code: '1001' }] }],
    ['a JSON array as the body', ['1001']],
  ])('refuses %s with a validation error naming parentCode', async (_, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(body.Msg).toContain('parentCode');
    expect(body.Body).toBeNull();
  });

  it('names the field in the language of the request', async () => {
    const res = await post({ parentCode: 'x' }, { 'accept-language': 'fr-FR' });
    expect(res.json().Msg).toMatch(/^Requête invalide: parentCode: /);
  });
});
