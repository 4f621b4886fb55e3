import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { multipart, PNG, upload } from '../../../test/uploads.js';
import { emailOutbox, orders, supplierLinks, users } from '../../db/schema.js';

const MINUTE = 60 * 1000;

describe.each(DATABASE_KINDS)('the supplier page on %s', (kind) => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let companyB: string;
  let serial = 0;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-supplier-'));

  const client = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/Supplier/${url}`, payload: payload as object, token });
  const supplier = (url: string, payload: unknown, language = 'en-US') =>
    call(t.app, {
      method: 'POST',
      url: `/cms/api/Supplier/${url}`,
      payload: payload as object,
      headers: { 'accept-language': language },
    });

  async function openOrder(companyId: string) {
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inArray(orders.status, ['Submitted', 'Accepted', 'Draft'])))
      .limit(1);
    if (!order) throw new Error('no open demo order');
    return order;
  }

  /** A new link for an open order of company A (or B), to a fresh supplier address. */
  async function newLink(token = tokenA, companyId = companyA, validDays = 7) {
    serial += 1;
    const order = await openOrder(companyId);
    const email = `supplier-${kind}-${serial}@factory.example`;
    const created = await client(
      'CreateLink',
      { OrderId: order.id, SupplierEmail: email, ValidDays: validDays },
      token,
    );
    expect(created.body.ErrorCode, created.body.Msg).toBe(0);
    const url = new URL(created.body.Body.Url as string);
    expect(url.pathname).toBe('/SupplierAllBack');
    return { id: created.body.Body.Id as string, token: url.searchParams.get('token') ?? '', order, email };
  }

  /** The code in the newest e-mail to this address, as the supplier reads it. */
  async function mailedCode(email: string) {
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return { code, mail };
  }

  async function verified(link: { token: string; email: string }) {
    expect((await supplier('GetUniversalVerificationCode', { Token: link.token })).body.ErrorCode).toBe(0);
    const { code } = await mailedCode(link.email);
    const answer = await supplier('VerifyCode', { Token: link.token, Code: code });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    return answer.body.Body.Grant as string;
  }

  const supplierUpload = (token: string, grant: string) => {
    const { payload, headers } = multipart([{ name: 'file', value: PNG, filename: 'cargo-photo.png' }]);
    return call(t.app, {
      method: 'POST',
      url: '/cms/api/Supplier/UploadFile',
      payload,
      headers: { ...headers, 'x-supplier-token': token, 'x-supplier-grant': grant },
    });
  };

  const cargo = { CargoReadyDate: '2026-12-01', CartonCount: 42, GrossWeightKg: 512.5, VolumeCbm: 3.2 };

  async function signIn() {
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    tokenB = b.AccessToken;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FILES_DIR: filesDir, PUBLIC_BASE_URL: 'https://portal.example.com' } });
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    tokenB = b.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
    companyB = b.UserInfo.CompanyId ?? '';
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('holds, for each demo company, an order its supplier answered and one whose link is open', async () => {
    for (const [token, companyId] of [
      [tokenA, companyA],
      [tokenB, companyB],
    ] as const) {
      const links = await t.database.db.select().from(supplierLinks).where(eq(supplierLinks.companyId, companyId));
      const states = [];
      for (const orderId of new Set(links.map((link) => link.orderId))) {
        const answer = await client('GetLinks', { OrderId: orderId }, token);
        states.push(
          ...answer.body.Body.map((link: { State: string; Submission: unknown }) => [link.State, !!link.Submission]),
        );
      }
      expect(states).toEqual(
        expect.arrayContaining([
          ['Used', true],
          ['Open', false],
        ]),
      );
    }
  });

  it('takes the supplier from the link through the mailed code to the order, and shows the client what came back', async () => {
    const link = await newLink();
    const [stored] = await t.database.db.select().from(supplierLinks).where(eq(supplierLinks.id, link.id));
    expect(stored?.tokenHash).not.toContain(link.token);
    expect(stored?.tokenHash).toHaveLength(64);

    const info = await supplier('GetLinkInfo', { Token: link.token });
    expect(info.body.Body).toMatchObject({ CompanyName: expect.any(String), MaskedEmail: `s***@factory.example` });

    const sent = await supplier('GetUniversalVerificationCode', { Token: link.token }, 'de-DE');
    expect(sent.body.Body.MaskedEmail).toBe('s***@factory.example');
    const { code, mail } = await mailedCode(link.email);
    expect(mail?.subject).toBe('[Portside] Ihr Bestätigungscode');
    expect(mail?.textBody).toContain(link.order.orderNo);
    expect(mail?.unsubscribeUrl).toBeNull();
    const [creator] = await t.database.db.select().from(users).where(eq(users.accountName, 'demo'));
    expect(mail?.userId).toBe(creator?.id);

    const wrong = await supplier('VerifyCode', { Token: link.token, Code: code === '000000' ? '000001' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Msg).toContain('Code');
    const right = await supplier('VerifyCode', { Token: link.token, Code: code });
    expect(right.body.Body.Order).toMatchObject({ OrderNo: link.order.orderNo });
    const grant = right.body.Body.Grant as string;
    // The code is spent: it opens nothing a second time.
    expect((await supplier('VerifyCode', { Token: link.token, Code: code })).status).toBe(400);

    const order = await supplier('GetOrder', { Token: link.token, Grant: grant });
    expect(order.body.Body.OrderNo).toBe(link.order.orderNo);
    const file = await supplierUpload(link.token, grant);
    expect(file.body.ErrorCode, file.body.Msg).toBe(0);
    const submitted = await supplier('Submit', {
      Token: link.token,
      Grant: grant,
      ...cargo,
      Note: 'Ready at our Ningbo dock',
      FileIds: [file.body.Body.Id],
    });
    expect(submitted.body.ErrorCode, submitted.body.Msg).toBe(0);

    const links = await client('GetLinks', { OrderId: link.order.id });
    expect(links.body.Body[0]).toMatchObject({
      Id: link.id,
      State: 'Used',
      SupplierEmail: link.email,
      Submission: { ...cargo, Note: 'Ready at our Ningbo dock', Files: [{ FileName: 'cargo-photo.png' }] },
    });
    // The client downloads the supplier's document as its own.
    const download = await t.app.inject({
      method: 'GET',
      url: links.body.Body[0].Submission.Files[0].Url,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(download.statusCode).toBe(200);

    // Used: the link opens nothing any more, whatever the call.
    for (const [url, body] of [
      ['GetLinkInfo', { Token: link.token }],
      ['GetUniversalVerificationCode', { Token: link.token }],
      ['GetOrder', { Token: link.token, Grant: grant }],
      ['Submit', { Token: link.token, Grant: grant, ...cargo }],
    ] as const) {
      expect((await supplier(url, body)).status, url).toBe(404);
    }
    expect((await supplierUpload(link.token, grant)).status).toBe(404);
  });

  it('opens nothing for an expired, revoked or unknown link, all answered alike', async () => {
    const unknown = await supplier('GetLinkInfo', { Token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    const first = await newLink();
    const second = await newLink();
    // The second link for the same order revoked the first.
    expect(first.order.id).toBe(second.order.id);
    const revoked = await supplier('GetLinkInfo', { Token: first.token });
    expect(revoked.body).toEqual(unknown.body);
    const listed = await client('GetLinks', { OrderId: first.order.id });
    expect(listed.body.Body.find((link: { Id: string }) => link.Id === first.id)?.State).toBe('Revoked');

    const short = await newLink(tokenA, companyA, 1);
    const grant = await verified(short);
    t.clock.advance(24 * 60 * MINUTE + 1);
    for (const [url, body] of [
      ['GetLinkInfo', { Token: short.token }],
      ['GetUniversalVerificationCode', { Token: short.token }],
      ['GetOrder', { Token: short.token, Grant: grant }],
      ['Submit', { Token: short.token, Grant: grant, ...cargo }],
    ] as const) {
      const answer = await supplier(url, body);
      expect(answer.status, url).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
    // The sessions have ended over the day: sign in again.
    await signIn();
    const expired = await client('GetLinks', { OrderId: short.order.id });
    expect(expired.body.Body.find((link: { Id: string }) => link.Id === short.id)?.State).toBe('Expired');
  });

  it('keeps company B out: its links open only its own order, and it cannot see or revoke A’s', async () => {
    const linkA = await newLink();
    const linkB = await newLink(tokenB, companyB);
    // B cannot make a link for A's order, nor read or revoke A's links: the same as a missing id.
    const crossCreate = await client(
      'CreateLink',
      { OrderId: linkA.order.id, SupplierEmail: 'x@factory.example' },
      tokenB,
    );
    const missingCreate = await client(
      'CreateLink',
      { OrderId: crypto.randomUUID(), SupplierEmail: 'x@factory.example' },
      tokenB,
    );
    expect(crossCreate.status).toBe(404);
    expect(crossCreate.body).toEqual(missingCreate.body);
    expect((await client('GetLinks', { OrderId: linkA.order.id }, tokenB)).status).toBe(404);
    const crossRevoke = await client('RevokeLink', { Id: linkA.id }, tokenB);
    expect(crossRevoke.status).toBe(404);
    expect((await supplier('GetLinkInfo', { Token: linkA.token })).body.ErrorCode).toBe(0);

    // B's link shows B's order only; a grant of B's visit does nothing with A's link.
    const grantB = await verified(linkB);
    const orderB = await supplier('GetOrder', { Token: linkB.token, Grant: grantB });
    expect(orderB.body.Body.OrderNo).toBe(linkB.order.orderNo);
    expect((await supplier('GetOrder', { Token: linkA.token, Grant: grantB })).status).toBe(404);
    expect((await supplierUpload(linkA.token, grantB)).status).toBe(404);
    expect((await supplier('Submit', { Token: linkA.token, Grant: grantB, ...cargo })).status).toBe(404);

    // A file of company A's portal is not the supplier's to submit through A's link.
    const grantA = await verified(linkA);
    const ownFile = await upload(t.app, tokenA, [{ name: 'file', value: PNG, filename: 'a.png' }]);
    const notUploaded = await supplier('Submit', {
      Token: linkA.token,
      Grant: grantA,
      ...cargo,
      FileIds: [ownFile.body.Body.Id],
    });
    expect(notUploaded.status).toBe(404);
    expect((await supplier('GetLinkInfo', { Token: linkA.token })).body.ErrorCode).toBe(0);
  });

  it('limits the codes sent and the tries, and checks the code', async () => {
    const link = await newLink();
    expect((await supplier('GetUniversalVerificationCode', { Token: link.token })).body.ErrorCode).toBe(0);
    const again = await supplier('GetUniversalVerificationCode', { Token: link.token });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    for (let sent = 2; sent <= 5; sent += 1) {
      t.clock.advance(MINUTE + 1000);
      expect((await supplier('GetUniversalVerificationCode', { Token: link.token })).body.ErrorCode, `${sent}`).toBe(0);
    }
    t.clock.advance(MINUTE + 1000);
    const sixth = await supplier('GetUniversalVerificationCode', { Token: link.token });
    expect(sixth.status).toBe(429);

    // Five wrong tries spend the code: the right one is refused after them.
    const { code } = await mailedCode(link.email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let tried = 1; tried <= 5; tried += 1) {
      expect((await supplier('VerifyCode', { Token: link.token, Code: wrong })).status).toBe(400);
    }
    expect((await supplier('VerifyCode', { Token: link.token, Code: code })).status).toBe(429);
    expect((await supplier('VerifyCode', { Token: link.token, Code: 'abc' })).status).toBe(400);

    // An hour on, a new code works again.
    t.clock.advance(60 * MINUTE);
    expect((await supplier('GetUniversalVerificationCode', { Token: link.token })).body.ErrorCode).toBe(0);
    const fresh = await mailedCode(link.email);
    expect((await supplier('VerifyCode', { Token: link.token, Code: fresh.code })).body.ErrorCode).toBe(0);
  });
});
