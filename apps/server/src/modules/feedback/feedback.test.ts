import { randomUUID } from 'node:crypto';
import { ERRORS, FEEDBACK_CONTENT_REQUIRED } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, DEMO_PASSWORD, login } from '../../../test/identity-helpers.js';
import { PNG, upload } from '../../../test/uploads.js';
import { feedback, users } from '../../db/schema.js';
import { hashPassword } from '../identity/password.js';

const ADD_URL = '/cms/api/FeedBack/Add';
const LIST_URL = '/cms/api/FeedBack/GetPageList';

describe.each(DATABASE_KINDS)('feedback on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const add = (token: string, payload: Record<string, unknown>, language = 'en-US') =>
    call(t.app, { method: 'POST', url: ADD_URL, token, payload, headers: { 'accept-language': language } });
  const listAs = async (token: string) =>
    (await call(t.app, { method: 'POST', url: LIST_URL, token, payload: { PageIndex: 1, PageSize: 50 } })).body.Body;

  it('requires Content with the message 请填写备注信息, in every language, and stores nothing', async () => {
    const demo = await login(t.app, 'demo');
    for (const [payload, language] of [
      [{ Name: 'Lily' }, 'en-US'],
      [{ Content: '   ' }, 'de-DE'],
      [{ Content: '' }, 'fr-FR'],
    ] as const) {
      const res = await add(demo.AccessToken, payload, language);
      expect(res.status).toBe(400);
      expect(res.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
      expect(res.body.Msg).toContain(`Content: ${FEEDBACK_CONTENT_REQUIRED}`);
    }
    expect(await t.database.db.select().from(feedback)).toEqual([]);
  });

  it('stores the form with the caller and company, FeedType 0 by default', async () => {
    const demo = await login(t.app, 'demo');
    const res = await add(demo.AccessToken, {
      Name: ' Lily Chen ',
      Tel: '',
      Mail: 'lily.chen@brightwave.example',
      Content: '  The ETA column should be sortable.  ',
      IsFobAgentClient: false,
    });
    expect(res.body).toEqual({ ErrorCode: 0, Msg: '', Body: null });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.userId, demo.UserInfo.UserId));
    expect(row).toMatchObject({
      companyId: demo.UserInfo.CompanyId,
      name: 'Lily Chen',
      tel: null,
      mail: 'lily.chen@brightwave.example',
      feedType: '0',
      content: 'The ETA column should be sortable.',
      createdAt: t.clock(),
    });

    t.clock.advance(60_000);
    const typed = await add(demo.AccessToken, { FeedType: 2, Content: 'Invoice was late' });
    expect(typed.body.ErrorCode).toBe(0);
    const unknownType = await add(demo.AccessToken, { FeedType: '42', Content: 'x' });
    expect(unknownType.body.Msg).toContain('FeedType');
    const badMail = await add(demo.AccessToken, { Mail: 'not-a-mail', Content: 'x' });
    expect(badMail.body.Msg).toContain('Mail');
  });

  it('lists feedback to staff newest first, only from the companies they serve', async () => {
    const agent = await login(t.app, 'agent');
    t.clock.advance(60_000);
    expect((await add(agent.AccessToken, { FeedType: '1', Content: 'Rail ETA is missing' })).body.ErrorCode).toBe(0);
    const sales = await login(t.app, 'sales');
    t.clock.advance(60_000);
    expect((await add(sales.AccessToken, { Content: 'From the salesman' })).body.ErrorCode).toBe(0);

    const forSales = await listAs(sales.AccessToken);
    expect(forSales.Items.map((item: { Content: string }) => item.Content)).toEqual([
      'Rail ETA is missing',
      'Invoice was late',
      'The ETA column should be sortable.',
    ]);
    expect(forSales.TotalCount).toBe(3);
    expect(forSales.Items[0]).toMatchObject({
      AccountName: 'agent',
      CompanyNameEn: 'Hanseatic Cargo Agency GmbH',
      FeedType: '1',
    });

    const ops = await login(t.app, 'ops');
    expect((await listAs(ops.AccessToken)).TotalCount).toBe(4);

    await t.database.db
      .insert(users)
      .values({ accountName: 'idle.staff', passwordHash: await hashPassword(DEMO_PASSWORD), role: 'staff' });
    const idle = await login(t.app, 'idle.staff');
    expect(await listAs(idle.AccessToken)).toEqual({ Items: [], TotalCount: 0 });
  });

  it("keeps screenshots of the caller's own company, refusing another company's file like a missing one", async () => {
    const demo = await login(t.app, 'demo');
    const agent = await login(t.app, 'agent');
    const own = await upload(t.app, demo.AccessToken, [{ name: 'file', value: PNG, filename: 'screen.png' }]);
    const foreign = await upload(t.app, agent.AccessToken, [{ name: 'file', value: PNG, filename: 'theirs.png' }]);
    const ownId = own.body.Body.Id;
    const withScreenshot = await add(demo.AccessToken, { Content: 'See the screenshot', AttachmentIds: [ownId] });
    expect(withScreenshot.body.ErrorCode).toBe(0);
    const [stored] = await t.database.db.select().from(feedback).where(eq(feedback.content, 'See the screenshot'));
    expect(stored?.attachmentIds).toEqual([ownId]);
    const theirs = await add(demo.AccessToken, { Content: 'x', AttachmentIds: [foreign.body.Body.Id] });
    const nobody = await add(demo.AccessToken, { Content: 'x', AttachmentIds: [randomUUID()] });
    expect(theirs.body).toEqual(nobody.body);
    expect(theirs.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(theirs.body.Msg).toContain('AttachmentIds');
  });

  it('shows staff one feedback with its screenshots, downloadable only by staff who serve the company', async () => {
    const demo = await login(t.app, 'demo');
    const screenshot = await upload(t.app, demo.AccessToken, [{ name: 'file', value: PNG, filename: 'eta.png' }]);
    const fileId = screenshot.body.Body.Id;
    await add(demo.AccessToken, { Content: 'The ETA looks wrong', AttachmentIds: [fileId] });
    const sales = await login(t.app, 'sales');
    const sent = (await listAs(sales.AccessToken)).Items.find(
      (item: { Content: string }) => item.Content === 'The ETA looks wrong',
    );

    const detailAs = (token: string, id: string) =>
      call(t.app, { method: 'GET', url: `/cms/api/FeedBack/GetDetail?id=${id}`, token });
    const detail = await detailAs(sales.AccessToken, sent.Id);
    const downloadUrl = `/cms/api/FeedBack/DownloadAttachment?id=${sent.Id}&fileId=${fileId}`;
    expect(detail.body.Body).toMatchObject({
      Id: sent.Id,
      AccountName: 'demo',
      CompanyNameEn: 'Brightwave Home Goods Co., Ltd.',
      Attachments: [{ Id: fileId, FileName: 'eta.png', Size: PNG.length, Url: downloadUrl }],
    });

    const download = (token: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const file = await download(sales.AccessToken, downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // A file of the company that is not one of this feedback's screenshots stays out of reach.
    const other = await upload(t.app, demo.AccessToken, [{ name: 'file', value: PNG, filename: 'other.png' }]);
    const unrelated = await download(
      sales.AccessToken,
      `/cms/api/FeedBack/DownloadAttachment?id=${sent.Id}&fileId=${other.body.Body.Id}`,
    );
    expect(unrelated.json().ErrorCode).toBe(ERRORS.NotFound.ErrorCode);

    await t.database.db
      .insert(users)
      .values({ accountName: 'other.staff', passwordHash: await hashPassword(DEMO_PASSWORD), role: 'staff' });
    const outsider = await login(t.app, 'other.staff');
    expect((await detailAs(outsider.AccessToken, sent.Id)).body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    expect((await download(outsider.AccessToken, downloadUrl)).json().ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    expect((await detailAs(demo.AccessToken, sent.Id)).body.ErrorCode).toBe(ERRORS.Forbidden.ErrorCode);
  });
});
