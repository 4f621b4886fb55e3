import { randomUUID } from 'node:crypto';
import { ERRORS } from '@portside/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, sessions, userMenus, users } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/identity/password.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from './harness.js';
import { call, DEMO_PASSWORD, login } from './identity-helpers.js';

/** Every row of company B's users, grants and sessions, to prove a call changed nothing. */
async function snapshotOfCompany(t: TestApp, companyId: string): Promise<string> {
  const companyUsers = await t.database.db.select().from(users).where(eq(users.companyId, companyId));
  const ids = companyUsers.map((user) => user.id);
  const grants = ids.length ? await t.database.db.select().from(userMenus).where(inArray(userMenus.userId, ids)) : [];
  const companySessions = ids.length
    ? await t.database.db.select().from(sessions).where(inArray(sessions.userId, ids))
    : [];
  const sort = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return JSON.stringify([sort(companyUsers), sort(grants), sort(companySessions)]);
}

describe.each(DATABASE_KINDS)('tenancy on %s', (kind) => {
  let t: TestApp;
  let adminA: Awaited<ReturnType<typeof login>>;
  let adminB: Awaited<ReturnType<typeof login>>;
  let subUserB: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminA = await login(t.app, 'demo');
    adminB = await login(t.app, 'agent');
    const created = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/Create',
      token: adminB.AccessToken,
      payload: {
        AccountName: 'agent.clerk',
        Password: 'warehouse seven north',
        MenuCodes: ['CargoStatus', 'CargoStatus:SeaShipment'],
      },
    });
    expect(created.body.ErrorCode).toBe(0);
    subUserB = created.body.Body.UserId;
    await login(t.app, 'agent.clerk', 'warehouse seven north');
  });
  afterAll(() => t.close());

  const idCalls = (userId: string) => [
    { method: 'GET' as const, url: `/cms/api/AdminUser/GetFobPermissionsByClientUser?userId=${userId}&IsTree=true` },
    { method: 'POST' as const, url: '/cms/api/ClientUser/SetEnabled', payload: { UserId: userId, Enabled: false } },
    {
      method: 'POST' as const,
      url: '/cms/api/ClientUser/ResetPassword',
      payload: { UserId: userId, NewPassword: 'a brand new secret' },
    },
    {
      method: 'POST' as const,
      url: '/cms/api/ClientUser/GrantMenus',
      payload: { UserId: userId, MenuCodes: ['CargoStatus'] },
    },
  ];

  it("answers company A's admin about B's users exactly as about users that do not exist, and changes nothing", async () => {
    const before = await snapshotOfCompany(t, adminB.UserInfo.CompanyId ?? '');
    for (const target of [subUserB, adminB.UserInfo.UserId]) {
      const forB = idCalls(target);
      const forNobody = idCalls(randomUUID());
      for (const [index, request] of forB.entries()) {
        const answerB = await call(t.app, { ...request, token: adminA.AccessToken });
        const answerNobody = await call(t.app, { ...forNobody[index], token: adminA.AccessToken } as typeof request & {
          token: string;
        });
        expect(answerB.status, request.url).toBe(404);
        expect(answerB.body, request.url).toEqual(answerNobody.body);
        expect(answerB.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
      }
    }
    expect(await snapshotOfCompany(t, adminB.UserInfo.CompanyId ?? '')).toBe(before);
    // B's clerk still signs in with the unchanged password.
    await login(t.app, 'agent.clerk', 'warehouse seven north');
  });

  it("lists none of B's accounts to A", async () => {
    const list = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/GetPageList',
      token: adminA.AccessToken,
      payload: { PageIndex: 1, PageSize: 200 },
    });
    const accounts = list.body.Body.Items.map((item: { AccountName: string }) => item.AccountName);
    expect(accounts).toContain('demo.viewer');
    expect(accounts).not.toContain('agent');
    expect(accounts).not.toContain('agent.clerk');
    expect(list.body.Body.TotalCount).toBe(accounts.length);
  });

  it('lets staff see and open only the companies assigned to them; a staff admin sees all', async () => {
    const [unassigned] = await t.database.db
      .insert(users)
      .values({
        accountName: 'new.staff',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'staff',
        nameEn: 'New Staff',
      })
      .returning({ id: users.id });
    expect(unassigned).toBeDefined();
    const newStaff = await login(t.app, 'new.staff');
    const sales = await login(t.app, 'sales');
    const ops = await login(t.app, 'ops');
    const listFor = async (token: string) =>
      (
        await call(t.app, {
          method: 'POST',
          url: '/cms/api/Staff/GetClientUserPageList',
          token,
          payload: { PageIndex: 1, PageSize: 200 },
        })
      ).body.Body.Items.map((item: { AccountName: string }) => item.AccountName);
    expect(await listFor(newStaff.AccessToken)).toEqual([]);
    expect(await listFor(sales.AccessToken)).toEqual(expect.arrayContaining(['demo', 'agent', 'agent.clerk']));
    expect(await listFor(ops.AccessToken)).toEqual(expect.arrayContaining(['demo', 'agent', 'agent.clerk']));
    const ticketFor = (token: string, userId: string) =>
      call(t.app, { method: 'POST', url: '/cms/api/Staff/CreateCallbackTicket', token, payload: { UserId: userId } });
    const refused = await ticketFor(newStaff.AccessToken, adminA.UserInfo.UserId);
    const nobody = await ticketFor(newStaff.AccessToken, randomUUID());
    expect(refused.body).toEqual(nobody.body);
    expect(refused.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    const permissions = await call(t.app, {
      method: 'GET',
      url: `/cms/api/AdminUser/GetFobPermissionsByClientUser?userId=${adminA.UserInfo.UserId}&IsTree=true`,
      token: newStaff.AccessToken,
    });
    expect(permissions.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });

  it('opens the portal as a client through a single-use, 2-minute ticket; the session is marked and audited', async () => {
    const sales = await login(t.app, 'sales');
    const ticketUrl = async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/cms/api/Staff/CreateCallbackTicket',
        token: sales.AccessToken,
        payload: { UserId: adminA.UserInfo.UserId },
      });
      expect(res.body.Body.Url).toMatch(/^\/home\/callbackLogin\?ticket=[A-Za-z0-9_-]{43}$/);
      return new URL(res.body.Body.Url, 'http://x').searchParams.get('ticket') ?? '';
    };
    const exchange = (ticket: string) =>
      call(t.app, { method: 'POST', url: '/cms/api/User/LoginByCallbackTicket', payload: { Ticket: ticket } });

    const ticket = await ticketUrl();
    const acting = await exchange(ticket);
    expect(acting.body.ErrorCode).toBe(0);
    expect(acting.body.Body.UserInfo).toMatchObject({ AccountName: 'demo', IsFromAdmin: true });
    expect((await exchange(ticket)).body.ErrorCode).toBe(ERRORS.LinkInvalid.ErrorCode);

    const late = await ticketUrl();
    t.clock.advance(121_000);
    expect((await exchange(late)).body.ErrorCode).toBe(ERRORS.LinkInvalid.ErrorCode);

    const token = acting.body.Body.AccessToken;
    const changePassword = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/ChangePassword',
      token,
      payload: { OldPassword: DEMO_PASSWORD, NewPassword: 'staff should not do this' },
    });
    expect(changePassword.body.ErrorCode).toBe(ERRORS.Forbidden.ErrorCode);

    const viewer = (
      await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientUser/GetPageList',
        token,
        payload: { PageIndex: 1, PageSize: 50 },
      })
    ).body.Body.Items.find((item: { AccountName: string }) => item.AccountName === 'demo.viewer');
    await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/GrantMenus',
      token,
      payload: { UserId: viewer.UserId, MenuCodes: viewer.MenuCodes },
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, adminA.UserInfo.UserId));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['POST /cms/api/User/ChangePassword', 'POST /cms/api/ClientUser/GrantMenus']),
    );
    expect(audit.every((row) => row.actorUserId === sales.UserInfo.UserId)).toBe(true);
  });

  it('applies the private-customer rule on the server: no quotes or orders, Address only under Client:Setting', async () => {
    await t.database.db
      .update(companies)
      .set({ isPrivateCustomer: true })
      .where(eq(companies.id, adminB.UserInfo.CompanyId ?? ''));
    const tree = await call(t.app, {
      method: 'GET',
      url: '/cms/api/AdminUser/GetPermissions?isTree=true&authSystemType=200',
      token: adminB.AccessToken,
    });
    const codes: string[] = [];
    const walk = (items: { Code: string; Children: never[] }[]) => {
      for (const item of items) {
        codes.push(item.Code);
        walk(item.Children);
      }
    };
    walk(tree.body.Body);
    expect(codes).not.toContain('Client:Quote');
    expect(codes).not.toContain('Client:Order');
    expect(codes.filter((code) => code.startsWith('Client:Setting'))).toEqual([
      'Client:Setting',
      'Client:Setting:Address',
    ]);
    expect(codes).toContain('Setting:UserManage');
    const grantQuote = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/GrantMenus',
      token: adminB.AccessToken,
      payload: { UserId: subUserB, MenuCodes: ['Client:Quote:Enquiry'] },
    });
    expect(grantQuote.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(grantQuote.body.Msg).toContain('MenuCodes');
    await t.database.db
      .update(companies)
      .set({ isPrivateCustomer: false })
      .where(eq(companies.id, adminB.UserInfo.CompanyId ?? ''));
  });

  it('gives a sub-account a new grant on its next request, and its tree only what was granted', async () => {
    const clerk = await login(t.app, 'agent.clerk', 'warehouse seven north');
    const codesOf = async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: '/cms/api/AdminUser/GetPermissions?isTree=true&authSystemType=200',
        token: clerk.AccessToken,
      });
      return JSON.stringify(res.body.Body);
    };
    expect(await codesOf()).not.toContain('Statement');
    await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/GrantMenus',
      token: adminB.AccessToken,
      payload: { UserId: subUserB, MenuCodes: ['CargoStatus', 'CargoStatus:SeaShipment', 'Finance', 'Statement'] },
    });
    const after = await codesOf();
    expect(after).toContain('"Code":"Statement"');
    expect(after).not.toContain('CargoStatus:AirShipment');
  });
});
