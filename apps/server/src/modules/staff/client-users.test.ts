import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';

const LIST_URL = '/cms/api/Staff/GetClientUserPageList';

describe.each(DATABASE_KINDS)('staff client users on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const listAs = async (token: string, payload: Record<string, unknown>) =>
    (await call(t.app, { method: 'POST', url: LIST_URL, token, payload })).body.Body;

  it('counts exactly the client users it lists: staff accounts are neither listed nor counted', async () => {
    for (const account of ['ops', 'sales']) {
      const { AccessToken } = await login(t.app, account);
      const all = await listAs(AccessToken, { PageIndex: 1, PageSize: 200 });
      expect(all.Items.length).toBeGreaterThan(0);
      expect(all.TotalCount).toBe(all.Items.length);
      expect(all.Items.map((item: { AccountName: string }) => item.AccountName)).not.toContain('ops');
      const paged = await listAs(AccessToken, { PageIndex: 1, PageSize: 1 });
      expect(paged.TotalCount).toBe(all.Items.length);
      const searched = await listAs(AccessToken, { PageIndex: 1, PageSize: 200, Keyword: 'demo' });
      expect(searched.TotalCount).toBe(searched.Items.length);
    }
  });
});
