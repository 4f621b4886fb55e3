import { PORTAL_PAGES } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { companies, companyMenus } from '../../db/schema.js';

const DETAIL = PORTAL_PAGES.shipmentDetail.menuCode;
const MESSAGE_HISTORY = PORTAL_PAGES.messageHistory.menuCode;

describe.each(DATABASE_KINDS)('hidden pages on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'agent');
  });
  afterAll(() => t.close());

  const treeOf = async (token: string) => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/cms/api/AdminUser/GetPermissions?isTree=true&authSystemType=200',
      token,
    });
    return JSON.stringify(res.body.Body);
  };

  async function subAccountTree(accountName: string, MenuCodes: string[]): Promise<string> {
    const created = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/Create',
      token: admin.AccessToken,
      payload: { AccountName: accountName, Password: 'warehouse seven north', MenuCodes },
    });
    expect(created.body.ErrorCode).toBe(0);
    return treeOf((await login(t.app, accountName, 'warehouse seven north')).AccessToken);
  }

  it("come with their parent's grant, to a sub-account and to nobody else", async () => {
    const clerk = await subAccountTree('agent.clerk', [
      'CargoStatus',
      PORTAL_PAGES.seaShipment.menuCode,
      PORTAL_PAGES.dashboard.menuCode,
    ]);
    expect(clerk).toContain(`"Code":"${DETAIL}"`);
    expect(clerk).toContain(`"Code":"${MESSAGE_HISTORY}"`);

    const guideOnly = await subAccountTree('agent.reader', ['Setting', PORTAL_PAGES.guide.menuCode]);
    expect(guideOnly).not.toContain(DETAIL);
    expect(guideOnly).not.toContain(MESSAGE_HISTORY);
  });

  it('come to a company holding the parent without a grant of the page itself', async () => {
    const [agent] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.externalCode, 'HANSEATIC'));
    if (!agent) throw new Error('the demo agent company is missing');
    await t.database.db
      .delete(companyMenus)
      .where(and(eq(companyMenus.companyId, agent.id), eq(companyMenus.menuCode, DETAIL)));
    expect(await treeOf(admin.AccessToken)).toContain(`"Code":"${DETAIL}"`);
  });
});
