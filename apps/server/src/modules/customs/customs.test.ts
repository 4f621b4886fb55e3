import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CUSTOMS_STATUSES,
  CUSTOMS_TRANSITIONS,
  type CustomsStatus,
  PORTAL_PAGES,
  renderMessageTemplate,
} from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey, putShipment, seaShipment } from '../../../test/shipment-fixtures.js';
import { PNG, upload } from '../../../test/uploads.js';
import { customsDeclarations, customsStatusChanges, messages, userMenus, users } from '../../db/schema.js';

/** The shortest way from Not started to each state, through the transition table. */
function pathTo(target: CustomsStatus): CustomsStatus[] {
  const queue: CustomsStatus[][] = [['0']];
  while (queue.length > 0) {
    const way = queue.shift() ?? [];
    const last = way.at(-1) ?? '0';
    if (last === target) return way.slice(1);
    for (const next of CUSTOMS_TRANSITIONS[last]) if (!way.includes(next)) queue.push([...way, next]);
  }
  throw new Error(`no way to ${target}`);
}

describe.each(DATABASE_KINDS)('customs clearance on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let serial = 0;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-customs-'));

  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);
  const client = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/Customs/${url}`, payload: payload as object, token });

  /** A shipment of company A and a declaration of it, opened through the integration API. */
  async function openDeclaration(documents: string[] = [], company = 'BRIGHTWAVE') {
    serial += 1;
    const shipment = seaShipment(t.clock());
    await putShipment(t.app, apiKey, company, shipment);
    const externalId = `CUS-${kind}-${serial}`;
    const opened = await integration('PUT', `/companies/${company}/customs/${externalId}`, {
      shipment: shipment.externalId,
      direction: 'Import',
      documents: documents.map((kindName) => ({ kind: kindName })),
    });
    expect(opened.body.ErrorCode).toBe(0);
    return {
      externalId,
      id: opened.body.Body.id as string,
      shipment,
      url: `/companies/${company}/customs/${externalId}`,
    };
  }

  async function uploadFor(token: string, documentId: string) {
    const uploaded = await upload(t.app, token, [{ name: 'file', value: PNG, filename: 'invoice.png' }]);
    expect(uploaded.body.ErrorCode).toBe(0);
    return client('UploadDocument', { DocumentId: documentId, FileId: uploaded.body.Body.Id }, token);
  }

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(customsDeclarations).where(eq(customsDeclarations.id, id)))[0]?.status;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FILES_DIR: filesDir } });
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    tokenB = b.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('holds demo declarations in every state for both demo companies', async () => {
    for (const token of [tokenA, tokenB]) {
      const list = await client('GetPageList', { PageSize: 200 }, token);
      const statuses = new Set(list.body.Body.Items.map((item: { Status: string }) => item.Status));
      expect([...statuses].sort()).toEqual([...CUSTOMS_STATUSES].sort());
      const waiting = await client('GetPageList', { MissingOnly: true, Status: ['1'] }, token);
      expect(waiting.body.Body.TotalCount).toBeGreaterThan(0);
    }
  });

  it('opens a declaration, asks for documents and tells the client, with a link to the clearance page', async () => {
    const before = await t.database.db.select().from(messages).where(eq(messages.companyId, companyA));
    const { id, shipment } = await openDeclaration(['CommercialInvoice', 'PackingList']);
    expect(await statusOf(id)).toBe('1');
    const detail = await client('GetDetail', { Id: id });
    expect(detail.body.Body).toMatchObject({
      DcgNo: shipment.body.dcgNo,
      Direction: 'Import',
      Status: '1',
      MissingCount: 2,
      Duties: null,
    });
    expect(detail.body.Body.Documents.map((d: { Kind: string; Status: string }) => [d.Kind, d.Status])).toEqual([
      ['CommercialInvoice', 'Missing'],
      ['PackingList', 'Missing'],
    ]);
    expect(detail.body.Body.History.map((h: { ToStatus: string; By: string }) => [h.ToStatus, h.By])).toEqual([
      ['0', 'Forwarder'],
      ['1', 'Forwarder'],
    ]);
    const after = await t.database.db.select().from(messages).where(eq(messages.companyId, companyA));
    const fresh = after.filter((message) => !before.some((old) => old.id === message.id));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((message) => message.messageType === '6' && message.dcgNo === shipment.body.dcgNo)).toBe(true);
    expect(fresh[0]?.template).toBe('customs.documentsRequested');
    expect(fresh[0]?.params).toMatchObject({ Kinds: 'CommercialInvoice,PackingList', Direction: 'Import' });
    const rendered = renderMessageTemplate(fresh[0]?.template ?? '', fresh[0]?.params, 'de-DE');
    expect(rendered?.content).toContain('Handelsrechnung');
    expect(rendered?.content).toContain(PORTAL_PAGES.clearanceFiles.path);
  });

  it('moves on to Declared when the client has uploaded every document asked for, recording who', async () => {
    const { id } = await openDeclaration(['CommercialInvoice', 'PackingList']);
    const detail = await client('GetDetail', { Id: id });
    const [invoice, packing] = detail.body.Body.Documents;
    const first = await uploadFor(tokenA, invoice.Id);
    expect(first.body.Body).toMatchObject({ Status: '1', MissingCount: 1 });
    expect(first.body.Body.Documents[0]).toMatchObject({ Status: 'Uploaded', File: { FileName: 'invoice.png' } });
    const second = await uploadFor(tokenA, packing.Id);
    expect(second.body.Body).toMatchObject({ Status: '2', MissingCount: 0 });
    expect(second.body.Body.History.at(-1)).toMatchObject({
      FromStatus: '1',
      ToStatus: '2',
      By: 'Client',
      UserName: 'demo',
    });
  });

  it('allows every transition of the table and refuses every other with a 409, changing nothing', async () => {
    for (const from of CUSTOMS_STATUSES) {
      const way = pathTo(from);
      for (const to of CUSTOMS_STATUSES) {
        const { id, url } = await openDeclaration();
        await integration('POST', `${url}/duties`, { duty: '100.00', tax: '19.50', currency: 'EUR' });
        for (const step of way) {
          const moved = await integration('POST', `${url}/status`, { status: step });
          expect(moved.body.ErrorCode, `${from}: ${step}`).toBe(0);
        }
        const changes = async () =>
          (await t.database.db.select().from(customsStatusChanges).where(eq(customsStatusChanges.declarationId, id)))
            .length;
        const recorded = await changes();
        const answer = await integration('POST', `${url}/status`, { status: to });
        if (CUSTOMS_TRANSITIONS[from].includes(to)) {
          expect(answer.body.ErrorCode, `${from} -> ${to}`).toBe(0);
          expect(await statusOf(id)).toBe(to);
          expect(await changes()).toBe(recorded + 1);
        } else {
          expect(answer.status, `${from} -> ${to}`).toBe(409);
          expect(answer.body.Msg).toContain(`cannot move to ${to}`);
          expect(await statusOf(id)).toBe(from);
          expect(await changes()).toBe(recorded);
        }
      }
    }
  }, 240_000);

  it('asks for the duties before Duties payable, keeps money exact and checks the currency', async () => {
    const { id, url } = await openDeclaration();
    await integration('POST', `${url}/status`, { status: '2' });
    const early = await integration('POST', `${url}/status`, { status: '4' });
    expect(early.status).toBe(409);
    const badCurrency = await integration('POST', `${url}/duties`, { duty: '1.00', tax: '0', currency: 'XYZ' });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body.Msg).toContain('currency');
    const badAmount = await integration('POST', `${url}/duties`, { duty: '1.234', tax: '0', currency: 'USD' });
    expect(badAmount.status).toBe(400);
    const duties = await integration('POST', `${url}/duties`, {
      duty: '999999999999.99',
      tax: '0.01',
      currency: 'USD',
    });
    expect(duties.body.Body.duties).toEqual({ duty: '999999999999.99', tax: '0.01', currency: 'USD' });
    expect((await integration('POST', `${url}/status`, { status: '4' })).body.ErrorCode).toBe(0);
    const detail = await client('GetDetail', { Id: id });
    expect(detail.body.Body.Duties).toEqual({
      Duty: '999999999999.99',
      Tax: '0.01',
      Total: '1000000000000.00',
      Currency: 'USD',
    });
  });

  it('answers a retried call with its Idempotency-Key the same and writes nothing twice', async () => {
    const { id, url } = await openDeclaration(['CommercialInvoice']);
    const messageCount = async () =>
      (await t.database.db.select().from(messages).where(eq(messages.companyId, companyA))).length;
    const ask = { kind: 'PackingList', note: 'signed' };
    const first = await integration('POST', `${url}/documents`, ask, { 'idempotency-key': `ask-${id}` });
    const afterFirst = await messageCount();
    const retry = await integration('POST', `${url}/documents`, ask, { 'idempotency-key': `ask-${id}` });
    expect(retry.body).toEqual(first.body);
    expect(await messageCount()).toBe(afterFirst);
    const other = await integration(
      'POST',
      `${url}/documents`,
      { kind: 'BillOfLading' },
      { 'idempotency-key': `ask-${id}` },
    );
    expect(other.status).toBe(409);

    const move = { status: '2', declarationNo: 'DE-ATB-77120' };
    const moved = await integration('POST', `${url}/status`, move, { 'idempotency-key': `move-${id}` });
    const again = await integration('POST', `${url}/status`, move, { 'idempotency-key': `move-${id}` });
    expect(again.body).toEqual(moved.body);
    const history = await t.database.db
      .select()
      .from(customsStatusChanges)
      .where(and(eq(customsStatusChanges.declarationId, id), eq(customsStatusChanges.toStatus, '2')));
    expect(history).toHaveLength(1);
    const detail = await client('GetDetail', { Id: id });
    expect(detail.body.Body.DeclarationNo).toBe('DE-ATB-77120');
  });

  it('tells the client when a document is rejected and when the goods are released; refuses documents after', async () => {
    const { id, url } = await openDeclaration(['CommercialInvoice']);
    const detail = await client('GetDetail', { Id: id });
    const invoice = detail.body.Body.Documents[0];
    const notUploaded = await integration('POST', `${url}/documents/review`, {
      kind: 'CommercialInvoice',
      decision: 'Accepted',
    });
    expect(notUploaded.status).toBe(409);
    await uploadFor(tokenA, invoice.Id);
    const rejected = await integration('POST', `${url}/documents/review`, {
      kind: 'CommercialInvoice',
      decision: 'Rejected',
      note: 'unsigned',
    });
    expect(rejected.body.Body.documents).toEqual([{ kind: 'CommercialInvoice', status: 'Rejected' }]);
    const seen = await client('GetDetail', { Id: id });
    expect(seen.body.Body).toMatchObject({ MissingCount: 1, Documents: [{ Status: 'Rejected', Note: 'unsigned' }] });
    await uploadFor(tokenA, invoice.Id);
    const accepted = await integration('POST', `${url}/documents/review`, {
      kind: 'CommercialInvoice',
      decision: 'Accepted',
    });
    expect(accepted.body.Body.documents).toEqual([{ kind: 'CommercialInvoice', status: 'Accepted' }]);
    expect((await uploadFor(tokenA, invoice.Id)).status).toBe(409);

    await integration('POST', `${url}/status`, { status: '5' });
    const released = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, companyA), eq(messages.relateId, id)));
    expect(released.map((message) => message.template)).toEqual(
      expect.arrayContaining(['customs.documentRejected', 'customs.released']),
    );
    const late = await integration('POST', `${url}/documents`, { kind: 'PackingList' });
    expect(late.status).toBe(409);
  });

  it('refuses another shipment or direction under the same id, and a second declaration of a shipment', async () => {
    const { shipment, url } = await openDeclaration();
    const again = await integration('PUT', url, { shipment: shipment.externalId, direction: 'Import' });
    expect(again.body.ErrorCode).toBe(0);
    const export_ = await integration('PUT', url, { shipment: shipment.externalId, direction: 'Export' });
    expect(export_.status).toBe(409);
    const twin = await integration('PUT', `${url}-TWIN`, { shipment: shipment.externalId, direction: 'Import' });
    expect(twin.status).toBe(409);
    const unknown = await integration('PUT', `${url}-X`, { shipment: 'NO-SUCH', direction: 'Import' });
    expect(unknown.status).toBe(404);
  });

  it('lists the declarations with the list helper: filters, pages, totals', async () => {
    await openDeclaration();
    t.clock.advance(60_000);
    const { id } = await openDeclaration(['PackingList']);
    const all = await client('GetPageList', { PageIndex: 1, PageSize: 200 });
    expect(all.body.Body.TotalCount).toBe(all.body.Body.Items.length);
    expect(all.body.Body.Items[0].Id).toBe(id);
    const missing = await client('GetPageList', { MissingOnly: true, PageSize: 200 });
    expect(missing.body.Body.Items.every((item: { MissingCount: number }) => item.MissingCount > 0)).toBe(true);
    expect(missing.body.Body.Items.map((item: { Id: string }) => item.Id)).toContain(id);
    const declared = await client('GetPageList', { Status: ['5'], PageSize: 200 });
    expect(declared.body.Body.Items.every((item: { Status: string }) => item.Status === '5')).toBe(true);
    const page2 = await client('GetPageList', { PageIndex: 2, PageSize: 1 });
    expect(page2.body.Body.Items[0].Id).toBe(all.body.Body.Items[1].Id);
    const exports = await client('GetPageList', { Direction: 'Export', PageSize: 200 });
    expect(exports.body.Body.TotalCount).toBeGreaterThan(0);
    expect(exports.body.Body.Items.every((item: { Direction: string }) => item.Direction === 'Export')).toBe(true);
  });

  it('keeps company B out: it cannot read, upload to or detect company A’s declarations', async () => {
    const { id, url } = await openDeclaration(['CommercialInvoice']);
    const documentId = (await client('GetDetail', { Id: id })).body.Body.Documents[0].Id;
    const listB = await client('GetPageList', { PageSize: 200 }, tokenB);
    expect(listB.body.Body.Items.some((item: { Id: string }) => item.Id === id)).toBe(false);
    const readB = await client('GetDetail', { Id: id }, tokenB);
    const readNothing = await client('GetDetail', { Id: crypto.randomUUID() }, tokenB);
    expect(readB.status).toBe(404);
    expect(readB.body).toEqual(readNothing.body);
    const uploadB = await uploadFor(tokenB, documentId);
    expect(uploadB.status).toBe(404);
    // A's own file cannot be given by A to a document id it does not have, nor B's file by A.
    const fileOfB = await upload(t.app, tokenB, [{ name: 'file', value: PNG, filename: 'b.png' }]);
    const crossFile = await client('UploadDocument', { DocumentId: documentId, FileId: fileOfB.body.Body.Id });
    expect(crossFile.status).toBe(404);
    expect((await client('GetDetail', { Id: id })).body.Body.Documents[0].Status).toBe('Missing');
    // A key limited to company B cannot reach A's declaration either.
    const keyB = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/CreateApiKey',
      token: (await login(t.app, 'ops')).AccessToken,
      payload: { Name: 'B only', Companies: ['HANSEATIC'] },
    });
    const moved = await integrationApi(t.app, keyB.body.Body.Key)('POST', `${url}/status`, { status: '2' });
    expect(moved.status).toBe(404);
    const underB = await integration('POST', `/companies/HANSEATIC/customs/${url.split('/').at(-1)}/status`, {
      status: '2',
    });
    expect(underB.status).toBe(404);
    expect(await statusOf(id)).toBe('1');
  });

  it('refuses a sub-account without the clearance files menu', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.accountName, 'demo.viewer'));
    if (!viewer) throw new Error('no demo.viewer');
    await t.database.db
      .delete(userMenus)
      .where(and(eq(userMenus.userId, viewer.id), eq(userMenus.menuCode, PORTAL_PAGES.clearanceFiles.menuCode)));
    const token = (await login(t.app, 'demo.viewer')).AccessToken;
    for (const url of ['GetPageList', 'GetDetail', 'UploadDocument']) {
      const answer = await client(url, {}, token);
      expect(answer.status, url).toBe(403);
    }
  });
});
