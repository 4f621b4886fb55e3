import { randomUUID } from 'node:crypto';
import { ERRORS, LOCALES } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';

const TREE_URL = '/cms/api/Column/GetTreeList';
const DETAIL_URL = '/cms/api/Column/GetDetail';

const labels = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} (${locale})`]));

interface Node {
  Id: string;
  Title: string;
  Titles: Record<string, string>;
  HasContent: boolean;
  Children: Node[];
}

describe.each(DATABASE_KINDS)('guide on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const tree = async (token: string, language = 'en-US') =>
    (await call(t.app, { method: 'GET', url: TREE_URL, token, headers: { 'accept-language': language } })).body
      .Body as Node[];

  it('serves the starter guide to any signed-in user: sections of articles, titled in the request language', async () => {
    const demo = await login(t.app, 'demo');
    const english = await tree(demo.AccessToken);
    expect(english.map((section) => section.Title)).toEqual(['Getting started', 'Shipments', 'Messages and settings']);
    expect(english[1]?.Children.map((article) => article.Title)).toEqual([
      'How to track a shipment',
      'Reading milestones',
      'Exporting a shipment list',
    ]);
    expect(english[1]?.HasContent).toBe(false);
    expect(english[1]?.Children.every((article) => article.HasContent && article.Children.length === 0)).toBe(true);
    const german = await tree(demo.AccessToken, 'de-DE');
    expect(german[1]?.Children[0]?.Title).toBe('Eine Sendung verfolgen');
    expect(german[1]?.Children[0]?.Titles['zh-CN']).toBe('如何查询一票货物');

    const articleId = english[1]?.Children[0]?.Id;
    const detail = await call(t.app, { method: 'GET', url: `${DETAIL_URL}?id=${articleId}`, token: demo.AccessToken });
    for (const locale of LOCALES) expect(detail.body.Body.Contents[locale]).toMatch(/^<p>/);
    expect(detail.body.Body.Contents['en-US']).toContain('Track &amp; trace');

    const anonymous = await call(t.app, { method: 'GET', url: TREE_URL });
    expect(anonymous.body.ErrorCode).toBe(ERRORS.Unauthorized.ErrorCode);
  });

  it('lets a staff admin add, edit and delete articles, and nobody else', async () => {
    const ops = await login(t.app, 'ops');
    const demo = await login(t.app, 'demo');
    const sales = await login(t.app, 'sales');
    const [section] = await tree(demo.AccessToken);
    const draft = { ParentId: section?.Id, Titles: labels('Customs'), Contents: labels('<p>Declare</p>'), Sort: 90 };

    for (const token of [demo.AccessToken, sales.AccessToken]) {
      const refused = await call(t.app, { method: 'POST', url: '/cms/api/Column/Create', token, payload: draft });
      expect(refused.body.ErrorCode).toBe(ERRORS.Forbidden.ErrorCode);
    }

    const created = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Column/Create',
      token: ops.AccessToken,
      payload: draft,
    });
    expect(created.body.ErrorCode).toBe(0);
    const id = created.body.Body.Id;
    const inSection = async () => (await tree(demo.AccessToken, 'fr-FR'))[0]?.Children.map((article) => article.Title);
    expect((await inSection())?.at(-1)).toBe('Customs (fr-FR)');

    const nested = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Column/Create',
      token: ops.AccessToken,
      payload: { ...draft, ParentId: id },
    });
    expect(nested.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    const untitled = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Column/Create',
      token: ops.AccessToken,
      payload: { ...draft, Titles: { ...draft.Titles, 'de-DE': ' ' } },
    });
    expect(untitled.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);

    t.clock.advance(60_000);
    const updated = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Column/Update',
      token: ops.AccessToken,
      payload: { Id: id, Titles: labels('Customs clearance'), Contents: labels('<p>Declare early</p>'), Sort: 5 },
    });
    expect(updated.body.Body).toMatchObject({ Id: id, Sort: 5, UpdatedTime: t.clock().toISOString() });
    expect(await inSection()).toEqual(['Connexion et compte', 'Customs clearance (fr-FR)', 'Le tableau de bord']);

    const deleteAs = (token: string, articleId: string) =>
      call(t.app, { method: 'POST', url: `/cms/api/Column/DeleteById?id=${articleId}`, token });
    expect((await deleteAs(ops.AccessToken, id)).body.ErrorCode).toBe(0);
    expect(await inSection()).not.toContain('Customs clearance (fr-FR)');
    expect((await deleteAs(ops.AccessToken, randomUUID())).body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });

  it('deletes a section with its articles', async () => {
    const ops = await login(t.app, 'ops');
    const section = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Column/Create',
      token: ops.AccessToken,
      payload: { Titles: labels('Billing'), Contents: labels('') },
    });
    const sectionId = section.body.Body.Id;
    const article = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Column/Create',
      token: ops.AccessToken,
      payload: { ParentId: sectionId, Titles: labels('Invoices'), Contents: labels('<p>Monthly</p>') },
    });
    await call(t.app, { method: 'POST', url: `/cms/api/Column/DeleteById?id=${sectionId}`, token: ops.AccessToken });
    const gone = await call(t.app, {
      method: 'GET',
      url: `${DETAIL_URL}?id=${article.body.Body.Id}`,
      token: ops.AccessToken,
    });
    expect(gone.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });
});
