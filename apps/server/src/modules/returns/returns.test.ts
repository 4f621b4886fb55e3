import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTAL_PAGES, RETURN_STATUSES, RETURN_TRANSITIONS, type ReturnStatus } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey } from '../../../test/shipment-fixtures.js';
import { multipart, PNG, upload } from '../../../test/uploads.js';
import { replenishPlans, returnStatusChanges, returns, userMenus, users } from '../../db/schema.js';

/** The forwarder's moves from Registered to each state (InstructionGiven needs the client). */
const FORWARDER_WAY: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Registered: [],
  Received: ['Received'],
  Inspected: ['Received', 'Inspected'],
  AwaitingInstruction: ['Received', 'Inspected', 'AwaitingInstruction'],
  InstructionGiven: ['Received', 'Inspected', 'AwaitingInstruction'],
  Completed: ['Received', 'Inspected', 'AwaitingInstruction'],
};

interface StockLine {
  Sku: string;
  Available: number;
}

describe.each(DATABASE_KINDS)('returns and replenishment on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let serial = 0;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-returns-'));

  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);
  const client = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/Return/${url}`, payload: payload as object, token });

  async function register(company = 'BRIGHTWAVE', lines = [{ sku: 'BW-LAMP-WHT', quantity: 4 }]) {
    serial += 1;
    const externalId = `RMA-T-${kind}-${serial}`;
    const url = `/companies/${company}/returns/${externalId}`;
    const answer = await integration('PUT', url, { warehouseCode: 'ONT8', removalOrderId: `RO-${serial}`, lines });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    return { id: answer.body.Body.id as string, externalId, url };
  }

  /** A return of company A brought to `status` the way the forwarder and the client would. */
  async function returnIn(status: ReturnStatus, instruction = 'Dispose') {
    const made = await register();
    for (const step of FORWARDER_WAY[status]) {
      expect((await integration('POST', `${made.url}/status`, { status: step })).body.ErrorCode).toBe(0);
    }
    if (status === 'InstructionGiven' || status === 'Completed') {
      const given = await client('GiveInstruction', { Id: made.id, Instruction: instruction });
      expect(given.body.ErrorCode, given.body.Msg).toBe(0);
    }
    if (status === 'Completed') await integration('POST', `${made.url}/status`, { status: 'Completed' });
    return made;
  }

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(returns).where(eq(returns.id, id)))[0]?.status;
  const changesOf = async (id: string) =>
    (await t.database.db.select().from(returnStatusChanges).where(eq(returnStatusChanges.returnId, id))).length;

  async function uploadPlan(buffer: Buffer, token = tokenA, language = 'en-US') {
    const { payload, headers } = multipart([{ name: 'file', value: buffer, filename: 'plan.xlsx' }]);
    return call(t.app, {
      method: 'POST',
      url: '/client/api/Return/UploadReplenishDetail',
      token,
      payload,
      headers: { ...headers, 'accept-language': language },
    });
  }

  const downloadTemplate = (language: string) =>
    t.app.inject({
      method: 'GET',
      url: '/client/api/Return/DownloadReplenishTemplate',
      headers: { authorization: `Bearer ${tokenA}`, 'accept-language': language },
    });

  async function planWorkbook(rows: (string | number)[][], language: 'en-US' | 'de-DE' = 'en-US') {
    const template = await downloadTemplate(language);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no plan sheet');
    sheet.spliceRows(2, sheet.rowCount);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  const stock = async (token = tokenA) =>
    (await client('GetStoredStock', {}, token)).body.Body as (StockLine & { Stored: number; Planned: number })[];

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FILES_DIR: filesDir } });
    apiKey = await issueApiKey(t.app);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('holds demo returns in every state and every instruction for both demo companies', async () => {
    for (const token of [tokenA, tokenB]) {
      const list = await client('GetPageList', { PageSize: 200 }, token);
      const items = list.body.Body.Items as { Status: string; Instruction: string | null }[];
      expect([...new Set(items.map((item) => item.Status))].sort()).toEqual([...RETURN_STATUSES].sort());
      expect([...new Set(items.flatMap((item) => (item.Instruction ? [item.Instruction] : [])))].sort()).toEqual([
        'Dispose',
        'Hold',
        'RelabelReplenish',
        'ReturnToSender',
      ]);
      expect((await stock(token)).length).toBeGreaterThan(0);
    }
  });

  it('allows every forwarder transition of the table and refuses every other with a 409, changing nothing', async () => {
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_STATUSES) {
        const { id, url } = await returnIn(from);
        expect(await statusOf(id)).toBe(from);
        const recorded = await changesOf(id);
        const answer = await integration('POST', `${url}/status`, { status: to });
        const legal = RETURN_TRANSITIONS[from].includes(to) && to !== 'InstructionGiven';
        if (legal) {
          expect(answer.body.ErrorCode, `${from} -> ${to}`).toBe(0);
          expect(await statusOf(id)).toBe(to);
          expect(await changesOf(id)).toBe(recorded + 1);
        } else {
          expect(answer.status, `${from} -> ${to}`).toBe(409);
          expect(await statusOf(id)).toBe(from);
          expect(await changesOf(id)).toBe(recorded);
        }
      }
    }
  }, 240_000);

  it('takes the client’s instruction only while a return awaits one', async () => {
    for (const from of RETURN_STATUSES) {
      const { id } = await returnIn(from);
      const recorded = await changesOf(id);
      const answer = await client('GiveInstruction', { Id: id, Instruction: 'Hold' });
      if (from === 'AwaitingInstruction') {
        expect(answer.body.ErrorCode, from).toBe(0);
        expect(answer.body.Body).toMatchObject({ Status: 'InstructionGiven', Instruction: 'Hold' });
        expect(answer.body.Body.History.at(-1)).toMatchObject({
          ToStatus: 'InstructionGiven',
          By: 'Client',
          UserName: 'demo',
        });
      } else {
        expect(answer.status, from).toBe(409);
        expect(await statusOf(id)).toBe(from);
        expect(await changesOf(id)).toBe(recorded);
      }
    }
  }, 120_000);

  it('records the inspection, lets the warehouse hand an instruction back, and clears it', async () => {
    const { id, url } = await register('BRIGHTWAVE', [
      { sku: 'BW-LAMP-WHT', quantity: 5 },
      { sku: 'BW-TOWEL-6', quantity: 2 },
    ]);
    await integration('POST', `${url}/status`, { status: 'Received' });
    const tooMany = await integration('POST', `${url}/status`, {
      status: 'Inspected',
      inspection: [{ sku: 'BW-LAMP-WHT', sellableQuantity: 6, condition: 'Damaged' }],
    });
    expect(tooMany.status).toBe(400);
    expect(await statusOf(id)).toBe('Received');
    await integration('POST', `${url}/status`, {
      status: 'Inspected',
      note: 'two dented',
      inspection: [{ sku: 'BW-LAMP-WHT', sellableQuantity: 3, condition: 'Damaged' }],
    });
    await integration('POST', `${url}/status`, { status: 'AwaitingInstruction' });
    await client('GiveInstruction', { Id: id, Instruction: 'RelabelReplenish' });
    const back = await integration('POST', `${url}/status`, { status: 'AwaitingInstruction', note: 'FNSKU unknown' });
    expect(back.body.Body).toMatchObject({ status: 'AwaitingInstruction', instruction: null });
    const detail = await client('GetDetail', { Id: id });
    expect(detail.body.Body).toMatchObject({ InspectionNote: 'two dented', Instruction: null, Units: 7 });
    expect(detail.body.Body.Lines).toEqual([
      { Sku: 'BW-LAMP-WHT', Fnsku: null, Quantity: 5, SellableQuantity: 3, Condition: 'Damaged' },
      { Sku: 'BW-TOWEL-6', Fnsku: null, Quantity: 2, SellableQuantity: 2, Condition: 'Sellable' },
    ]);
  });

  it('answers retried integration calls the same and writes nothing twice', async () => {
    serial += 1;
    const url = `/companies/BRIGHTWAVE/returns/RMA-IDEM-${kind}-${serial}`;
    const body = { warehouseCode: 'ONT8', lines: [{ sku: 'BW-MUG-SET', quantity: 2 }] };
    const first = await integration('PUT', url, body, { 'idempotency-key': `reg-${kind}-${serial}` });
    const retry = await integration('PUT', url, body, { 'idempotency-key': `reg-${kind}-${serial}` });
    expect(retry.body).toEqual(first.body);
    // Without a key, the same registration answers the same return; other lines are a conflict.
    const again = await integration('PUT', url, body);
    expect(again.body.Body.id).toBe(first.body.Body.id);
    const other = await integration('PUT', url, { ...body, lines: [{ sku: 'BW-MUG-SET', quantity: 3 }] });
    expect(other.status).toBe(409);
    const id = first.body.Body.id as string;
    const move = { status: 'Received' };
    const moved = await integration('POST', `${url}/status`, move, { 'idempotency-key': `mv-${kind}-${serial}` });
    const replay = await integration('POST', `${url}/status`, move, { 'idempotency-key': `mv-${kind}-${serial}` });
    expect(replay.body).toEqual(moved.body);
    expect(await changesOf(id)).toBe(2);
    const reused = await integration(
      'POST',
      `${url}/status`,
      { status: 'Inspected' },
      { 'idempotency-key': `mv-${kind}-${serial}` },
    );
    expect(reused.status).toBe(409);
    expect(await statusOf(id)).toBe('Received');
  });

  it('keeps the instruction’s photos, asks ReturnToSender for an address, and refuses another company’s photo', async () => {
    const { id } = await returnIn('AwaitingInstruction');
    const noAddress = await client('GiveInstruction', { Id: id, Instruction: 'ReturnToSender' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.Msg).toContain('ReturnAddress');
    const photoOfB = await upload(t.app, tokenB, [{ name: 'file', value: PNG, filename: 'b.png' }]);
    const crossPhoto = await client('GiveInstruction', {
      Id: id,
      Instruction: 'Dispose',
      PhotoFileIds: [photoOfB.body.Body.Id],
    });
    expect(crossPhoto.status).toBe(404);
    expect(await statusOf(id)).toBe('AwaitingInstruction');
    const photo = await upload(t.app, tokenA, [{ name: 'file', value: PNG, filename: 'dent.png' }]);
    const given = await client('GiveInstruction', {
      Id: id,
      Instruction: 'ReturnToSender',
      ReturnAddress: '88 Jinqiao Rd, Shanghai',
      Note: 'see the dent',
      PhotoFileIds: [photo.body.Body.Id],
    });
    expect(given.body.Body).toMatchObject({
      Status: 'InstructionGiven',
      Instruction: 'ReturnToSender',
      ReturnAddress: '88 Jinqiao Rd, Shanghai',
      InstructionNote: 'see the dent',
      Photos: [{ Id: photo.body.Body.Id, FileName: 'dent.png' }],
    });
  });

  it('keeps company B out: it cannot list, read, instruct or move company A’s returns', async () => {
    const { id, externalId, url } = await returnIn('AwaitingInstruction');
    const listB = await client('GetPageList', { PageSize: 200 }, tokenB);
    expect(listB.body.Body.Items.some((item: { Id: string }) => item.Id === id)).toBe(false);
    const readB = await client('GetDetail', { Id: id }, tokenB);
    const readNothing = await client('GetDetail', { Id: crypto.randomUUID() }, tokenB);
    expect(readB.status).toBe(404);
    expect(readB.body).toEqual(readNothing.body);
    const instructB = await client('GiveInstruction', { Id: id, Instruction: 'Dispose' }, tokenB);
    const instructNothing = await client(
      'GiveInstruction',
      { Id: crypto.randomUUID(), Instruction: 'Dispose' },
      tokenB,
    );
    expect(instructB.status).toBe(404);
    expect(instructB.body).toEqual(instructNothing.body);
    const keyB = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/CreateApiKey',
      token: (await login(t.app, 'ops')).AccessToken,
      payload: { Name: 'B only', Companies: ['HANSEATIC'] },
    });
    const moved = await integrationApi(t.app, keyB.body.Body.Key)('POST', `${url}/status`, { status: 'Completed' });
    expect(moved.status).toBe(404);
    const underB = await integration('POST', `/companies/HANSEATIC/returns/${externalId}/status`, {
      status: 'Received',
    });
    expect(underB.status).toBe(404);
    expect(await statusOf(id)).toBe('AwaitingInstruction');
    // B's stock and plans know nothing of A's SKUs.
    expect((await stock(tokenB)).some((line) => line.Sku.startsWith('BW-'))).toBe(false);
  });

  it('puts the returns awaiting instruction in the action inbox', async () => {
    const inbox = async (token: string) =>
      (await call(t.app, { method: 'POST', url: '/client/api/Dashboard/GetActionInbox', payload: {}, token })).body
        .Body as { Kind: string; Page: string; Count: number; Query: Record<string, string> }[];
    for (const [token, company] of [
      [tokenA, 'BRIGHTWAVE'],
      [tokenB, 'HANSEATIC'],
    ] as const) {
      const counted = (await client('GetPageList', { Status: ['AwaitingInstruction'], PageSize: 1 }, token)).body.Body
        .TotalCount;
      const item = (await inbox(token)).find((candidate) => candidate.Kind === 'ReturnsAwaitingInstruction');
      expect(item, company).toMatchObject({
        Page: 'returns',
        Count: counted,
        Query: { status: 'AwaitingInstruction' },
      });
      expect(PORTAL_PAGES[item?.Page as keyof typeof PORTAL_PAGES]).toBeDefined();
    }
  });

  it('offers the replenishment template in the user’s language with the stored stock', async () => {
    const answer = await downloadTemplate('de-DE');
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const [plan, stored] = workbook.worksheets;
    expect(plan?.getRow(1).values).toEqual([undefined, 'FBA-Sendungs-ID', 'Code des Logistikzentrums', 'SKU', 'Menge']);
    expect(plan?.getRow(2).getCell(1).value).toBe('FBA15DJCQ4PK');
    expect(stored?.name).toBe('Lagerbestand');
    const available = (await stock()).filter((line) => line.Available > 0);
    const listed = [];
    for (let row = 2; row <= (stored?.rowCount ?? 0); row += 1) {
      listed.push({ Sku: stored?.getRow(row).getCell(1).value, Available: stored?.getRow(row).getCell(3).value });
    }
    expect(listed).toEqual(available.map((line) => ({ Sku: line.Sku, Available: line.Available })));
  });

  it('records a good plan and takes its units from the stock', async () => {
    const before = await stock();
    const [first, second] = before.filter((line) => line.Available >= 2);
    if (!first || !second) throw new Error('demo stock too small');
    const file = await planWorkbook([
      ['FBA15DJCQ4PK', 'ONT8', first.Sku, 1],
      ['fba15djcq4pk', 'ont8', second.Sku, 2],
      ['FBA17XYZ0001', 'LGB8', first.Sku, 1],
    ]);
    const answer = await uploadPlan(file);
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    expect(answer.body.Body).toMatchObject({ Shipments: 2, Units: 4, UserName: 'demo' });
    expect(answer.body.Body.Lines[1]).toMatchObject({ Row: 3, FbaShipmentId: 'FBA15DJCQ4PK', DestinationCode: 'ONT8' });
    const after = await stock();
    expect(after.find((line) => line.Sku === first.Sku)?.Available).toBe(first.Available - 2);
    expect(after.find((line) => line.Sku === second.Sku)?.Available).toBe(second.Available - 2);
    const plans = await client('GetReplenishPlanList', {});
    expect(plans.body.Body[0].Id).toBe(answer.body.Body.Id);
    // Another company sees none of it.
    const plansB = await client('GetReplenishPlanList', {}, tokenB);
    expect(plansB.body.Body.some((plan: { Id: string }) => plan.Id === answer.body.Body.Id)).toBe(false);
  });

  it('imports nothing from a file with a bad row, naming each row, column and reason in the file’s language', async () => {
    const before = await stock();
    const [line] = before.filter((candidate) => candidate.Available > 0);
    if (!line) throw new Error('no demo stock');
    const plansBefore = (await t.database.db.select().from(replenishPlans)).length;
    const file = await planWorkbook(
      [
        ['FBA15DJCQ4PK', 'ONT8', line.Sku, 1],
        ['FBA15DJCQ4PK', 'XXX9', line.Sku, 1],
        ['NOTANID', 'ONT8', 'HC-TENT-2P', 0],
      ],
      'de-DE',
    );
    const answer = await uploadPlan(file);
    expect(answer.status).toBe(400);
    expect(answer.body.Body.RowErrors).toEqual([
      { Row: 3, Column: 'Code des Logistikzentrums', Reason: 'kein bekannter Amazon-Logistikzentrum-Code' },
      { Row: 4, Column: 'FBA-Sendungs-ID', Reason: expect.stringContaining('FBA und 9 oder 10') },
      { Row: 4, Column: 'Menge', Reason: 'muss eine ganze Zahl über 0 sein' },
    ]);
    // Rows the parser accepts are still checked against the stock, all or nothing.
    const tooMuch = await uploadPlan(
      await planWorkbook([
        ['FBA15DJCQ4PK', 'ONT8', line.Sku, 1],
        ['FBA15DJCQ4PL', 'ONT8', line.Sku, line.Available],
        ['FBA15DJCQ4PL', 'ONT8', 'HC-TENT-2P', 1],
      ]),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.Body.RowErrors).toEqual([
      { Row: 3, Column: 'Quantity', Reason: `more than the ${line.Available} available` },
      { Row: 4, Column: 'SKU', Reason: 'no stock of this SKU is stored' },
    ]);
    expect(tooMuch.body.Msg).toContain('row 3, Quantity');
    const notXlsx = await uploadPlan(Buffer.from('Sku,Quantity\nA,1\n'));
    expect(notXlsx.status).toBe(400);
    expect((await t.database.db.select().from(replenishPlans)).length).toBe(plansBefore);
    expect(await stock()).toEqual(before);
  });

  it('refuses a sub-account without the returns menus', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.accountName, 'demo.viewer'));
    if (!viewer) throw new Error('no demo.viewer');
    await t.database.db
      .delete(userMenus)
      .where(and(eq(userMenus.userId, viewer.id), eq(userMenus.menuCode, PORTAL_PAGES.returns.menuCode)));
    const token = (await login(t.app, 'demo.viewer')).AccessToken;
    for (const url of ['GetPageList', 'GetDetail', 'GiveInstruction', 'GetStoredStock']) {
      expect((await client(url, {}, token)).status, url).toBe(403);
    }
  });
});
