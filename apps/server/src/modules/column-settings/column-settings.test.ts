import { randomUUID } from 'node:crypto';
import { ERRORS } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { userColumnSettings } from '../../db/schema.js';

const TABLE = 'CargoStatus:SeaShipment';
const COLUMNS = [
  { Key: 'DcgNo', Visible: true, Order: 0, Width: 140 },
  { Key: 'Consignee.Name', Visible: false, Order: 2 },
  { Key: 'Eta', Visible: true, Order: 1 },
];

describe.each(DATABASE_KINDS)('column settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (token: string, url: string, payload?: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: `/cms/api/CfgUserDiyColumn/${url}`, token, ...(payload ? { payload } : {}) });

  it('saves, replaces, lists and resets a user’s columns of a table', async () => {
    const demo = await login(t.app, 'demo');
    expect((await post(demo.AccessToken, 'GetList', { TableKey: TABLE })).body).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: [],
    });
    const saved = await post(demo.AccessToken, 'Update', { TableKey: TABLE, Columns: COLUMNS });
    expect(saved.body.ErrorCode).toBe(0);
    expect(saved.body.Body).toMatchObject({ TableKey: TABLE, Columns: COLUMNS, UpdatedTime: t.clock().toISOString() });

    t.clock.advance(1000);
    const replaced = await post(demo.AccessToken, 'Update', { TableKey: TABLE, Columns: COLUMNS.slice(0, 1) });
    expect(replaced.body.Body.Id).toBe(saved.body.Body.Id);
    await post(demo.AccessToken, 'Update', { TableKey: 'Finance:Statement', Columns: COLUMNS.slice(2) });

    const listed = await post(demo.AccessToken, 'GetList', { TableKey: TABLE });
    expect(listed.body.Body).toEqual([replaced.body.Body]);
    expect(listed.body.Body[0].Columns).toEqual([COLUMNS[0]]);
    expect((await post(demo.AccessToken, 'GetList', {})).body.Body).toHaveLength(2);
    // Another user of the same company has their own.
    const viewer = await login(t.app, 'demo.viewer');
    expect((await post(viewer.AccessToken, 'GetList', { TableKey: TABLE })).body.Body).toEqual([]);

    const reset = await post(demo.AccessToken, `DeleteById?id=${saved.body.Body.Id}`);
    expect(reset.body).toEqual({ ErrorCode: 0, Msg: '', Body: null });
    expect((await post(demo.AccessToken, 'GetList', { TableKey: TABLE })).body.Body).toEqual([]);
  });

  it('names the field at fault', async () => {
    const staff = await login(t.app, 'sales');
    const cases: [Record<string, unknown>, string][] = [
      [{ TableKey: TABLE, Columns: [] }, 'Columns'],
      [{ TableKey: TABLE, Columns: [COLUMNS[0], { ...COLUMNS[1], Key: 'DcgNo' }] }, 'Columns[1].Key'],
      [{ TableKey: TABLE, Columns: [{ ...COLUMNS[0], Key: '1st' }] }, 'Columns[0].Key'],
      [{ TableKey: TABLE, Columns: [{ ...COLUMNS[0], Width: 5 }] }, 'Columns[0].Width'],
      [{ TableKey: 'bad key!', Columns: COLUMNS }, 'TableKey'],
      [
        {
          TableKey: TABLE,
          Columns: Array.from({ length: 101 }, (_, i) => ({ Key: `c${i}`, Visible: true, Order: i })),
        },
        'Columns',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await post(staff.AccessToken, 'Update', payload);
      expect(res.status, field).toBe(400);
      expect(res.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
      expect(res.body.Msg, field).toContain(`${field}:`);
    }
    const duplicate = await post(staff.AccessToken, 'Update', cases[1]?.[0] ?? {});
    expect(duplicate.body.Msg).toContain('duplicate column key DcgNo');
    const stored = t.database.db
      .select()
      .from(userColumnSettings)
      .where(eq(userColumnSettings.userId, staff.UserInfo.UserId));
    expect(await stored).toEqual([]);
    // Staff have settings of their own.
    expect((await post(staff.AccessToken, 'Update', { TableKey: TABLE, Columns: COLUMNS })).body.ErrorCode).toBe(0);
  });

  it('answers another user’s configuration as not found and leaves it alone', async () => {
    const agent = await login(t.app, 'agent');
    const demo = await login(t.app, 'demo');
    const theirs = await post(agent.AccessToken, 'Update', { TableKey: TABLE, Columns: COLUMNS });
    const other = await post(demo.AccessToken, `DeleteById?id=${theirs.body.Body.Id}`);
    const nothing = await post(demo.AccessToken, `DeleteById?id=${randomUUID()}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(nothing.body);
    expect(other.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    expect((await post(agent.AccessToken, 'GetList', { TableKey: TABLE })).body.Body).toEqual([theirs.body.Body]);
  });
});
