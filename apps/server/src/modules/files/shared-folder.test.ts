import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTAL_PAGES } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey, putShipment, seaShipment } from '../../../test/shipment-fixtures.js';
import { PNG, upload } from '../../../test/uploads.js';
import { files, userMenus, users } from '../../db/schema.js';

describe.each(DATABASE_KINDS)('the shared files folder on %s', (kind) => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let viewerToken: string;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-shared-'));

  const api = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/cms/api/BaseData/${url}`, payload: payload as object, token });
  const put = async (token: string, type: string | null, name = 'photo.png') => {
    const parts = [...(type ? [{ name: 'Type', value: type }] : []), { name: 'file', value: PNG, filename: name }];
    const answer = await upload(t.app, token, parts);
    expect(answer.body.ErrorCode).toBe(0);
    return answer.body.Body.Id as string;
  };
  const ids = async (token = tokenA, payload: object = { PageSize: 200 }) =>
    ((await api('GetSharedFilePageList', payload, token)).body.Body.Items as { Id: string }[]).map((item) => item.Id);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FILES_DIR: filesDir } });
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
    viewerToken = (await login(t.app, 'demo.viewer')).AccessToken;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('lists the uploads by Type with their counts, newest first, and says which are the caller’s own', async () => {
    const invoice = await put(tokenA, 'CommercialInvoice', 'invoice.png');
    t.clock.advance(1000);
    const photo = await put(viewerToken, 'Photos');
    t.clock.advance(1000);
    const untyped = await put(tokenA, null);
    const page = await api('GetSharedFilePageList', { PageSize: 200 });
    expect(
      page.body.Body.Items.slice(0, 3).map((item: { Id: string; Own: boolean; UploadedBy: string }) => [
        item.Id,
        item.Own,
        item.UploadedBy,
      ]),
    ).toEqual([
      [untyped, true, 'demo'],
      [photo, false, 'demo.viewer'],
      [invoice, true, 'demo'],
    ]);
    expect(await ids(tokenA, { Type: 'Photos' })).toEqual([photo]);
    expect(await ids(tokenA, { Type: '' })).toContain(untyped);
    expect(await ids(tokenA, { Type: '' })).not.toContain(invoice);
    const types = (await api('GetSharedFileTypes', {})).body.Body as { Type: string | null; Count: number }[];
    expect(types).toEqual(
      expect.arrayContaining([
        { Type: 'Photos', Count: 1 },
        { Type: null, Count: expect.any(Number) },
      ]),
    );
  });

  it('reaches the documents attached to shipments and clearances, and keeps feedback screenshots out', async () => {
    const apiKey = await issueApiKey(t.app);
    const shipment = seaShipment(t.clock());
    const shipmentId = await putShipment(t.app, apiKey, 'BRIGHTWAVE', shipment);
    const attached = await put(tokenA, 'PackingList');
    await call(t.app, {
      method: 'POST',
      url: '/client/api/Shipment/AttachDocument',
      token: tokenA,
      payload: { ShipmentId: shipmentId, FileId: attached },
    });
    const url = `/companies/BRIGHTWAVE/customs/SHARED-${kind}`;
    const opened = await integrationApi(t.app, apiKey)('PUT', url, {
      shipment: shipment.externalId,
      direction: 'Import',
      documents: [{ kind: 'CommercialInvoice' }],
    });
    expect(opened.body.ErrorCode).toBe(0);
    const declarations = await call(t.app, {
      method: 'POST',
      url: '/client/api/Customs/GetPageList',
      token: tokenA,
      payload: { ShipmentId: shipmentId },
    });
    const documentId = declarations.body.Body.Items[0].Documents[0].Id;
    const clearance = await put(tokenA, 'CommercialInvoice');
    await call(t.app, {
      method: 'POST',
      url: '/client/api/Customs/UploadDocument',
      token: tokenA,
      payload: { DocumentId: documentId, FileId: clearance },
    });
    const screenshot = await put(tokenA, null, 'screen.png');
    const sent = await call(t.app, {
      method: 'POST',
      url: '/cms/api/FeedBack/Add',
      token: tokenA,
      payload: { FeedType: '0', Content: 'The map is slow', AttachmentIds: [screenshot] },
    });
    expect(sent.body.ErrorCode).toBe(0);
    const listed = await ids();
    expect(listed).toEqual(expect.arrayContaining([attached, clearance]));
    expect(listed).not.toContain(screenshot);
    // Documents of records are not deleted from under them.
    for (const id of [attached, clearance]) {
      const refused = await api('DeleteFile', { Id: id });
      expect(refused.status).toBe(409);
    }
    expect(await ids()).toEqual(expect.arrayContaining([attached, clearance]));
  });

  it('deletes the caller’s own upload, bytes and all, and nobody else’s', async () => {
    const mine = await put(tokenA, 'Photos', 'mine.png');
    const theirs = await put(viewerToken, 'Photos', 'theirs.png');
    const refused = await api('DeleteFile', { Id: theirs });
    expect(refused.status).toBe(403);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, mine));
    if (!row) throw new Error('no row');
    const stored = path.join(filesDir, row.storageKey);
    expect(fs.existsSync(stored)).toBe(true);
    const deleted = await api('DeleteFile', { Id: mine });
    expect(deleted.body.ErrorCode).toBe(0);
    expect(fs.existsSync(stored)).toBe(false);
    expect(await ids()).not.toContain(mine);
    expect(await ids()).toContain(theirs);
    const download = await t.app.inject({
      method: 'GET',
      url: `/cms/api/BaseData/DownloadFile?id=${mine}`,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(download.statusCode).toBe(404);
  });

  it('keeps company B out: it cannot list, delete or detect company A’s files', async () => {
    const fileOfA = await put(tokenA, 'Certificates');
    expect(await ids(tokenB)).not.toContain(fileOfA);
    const typesB = (await api('GetSharedFileTypes', {}, tokenB)).body.Body as { Type: string | null }[];
    expect(typesB.map((type) => type.Type)).not.toContain('Certificates');
    const deleteA = await api('DeleteFile', { Id: fileOfA }, tokenB);
    const deleteNothing = await api('DeleteFile', { Id: crypto.randomUUID() }, tokenB);
    expect(deleteA.status).toBe(404);
    expect(deleteA.body).toEqual(deleteNothing.body);
    expect(await ids()).toContain(fileOfA);
  });

  it('refuses a sub-account without the shared files menu', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.accountName, 'demo.viewer'));
    if (!viewer) throw new Error('no demo.viewer');
    await t.database.db
      .delete(userMenus)
      .where(and(eq(userMenus.userId, viewer.id), eq(userMenus.menuCode, PORTAL_PAGES.sharedFiles.menuCode)));
    const token = (await login(t.app, 'demo.viewer')).AccessToken;
    for (const url of ['GetSharedFilePageList', 'GetSharedFileTypes', 'DeleteFile']) {
      expect((await api(url, {}, token)).status, url).toBe(403);
    }
  });
});
