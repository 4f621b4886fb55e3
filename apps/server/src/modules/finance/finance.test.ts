import { CHARGE_STATUS, ERRORS } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey, putShipment, seaShipment } from '../../../test/shipment-fixtures.js';
import { charges, statements } from '../../db/schema.js';
import { formatAmount, lineAmounts, sum } from './money.js';

const DAY = 24 * 60 * 60 * 1000;

describe('money', () => {
  it('rounds each line to its currency’s minor units: JPY 0, USD 2, KWD 3, half away from zero', () => {
    expect(lineAmounts({ quantity: '3', unitPrice: '333.5', taxRatePercent: '10' }, 'JPY')).toEqual({
      netAmount: '1001',
      taxAmount: '100',
      total: '1101',
    });
    expect(lineAmounts({ quantity: '1.5', unitPrice: '10.125', taxRatePercent: '0' }, 'USD').netAmount).toBe('15.19');
    expect(lineAmounts({ quantity: '2', unitPrice: '0.12345', taxRatePercent: '5' }, 'KWD')).toEqual({
      netAmount: '0.247',
      taxAmount: '0.012',
      total: '0.259',
    });
    // 0.1 + 0.2 is exact here, unlike in floating point.
    expect(sum(['0.1', '0.2'], 'USD')).toBe('0.30');
  });
});

describe.each(DATABASE_KINDS)('charges and statements on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let shipmentExternalId: string;
  let shipmentId: string;

  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);
  const client = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/Finance/${url}`, payload: payload as object, token });
  const line = (fields: Record<string, unknown> = {}) => ({
    shipmentExternalId,
    costType: '1',
    costStage: '2',
    kind: 'actual',
    source: 'quote',
    quantity: '2',
    unit: 'container',
    unitPrice: '1450.50',
    currency: 'USD',
    taxRatePercent: '0',
    incurredAt: t.clock().toISOString(),
    ...fields,
  });
  let serial = 0;
  const putCharge = async (fields: Record<string, unknown> = {}, company = 'BRIGHTWAVE') => {
    serial += 1;
    const externalId = `CHG-T-${serial}`;
    const answer = await integration('PUT', `/companies/${company}/charges/${externalId}`, line(fields));
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    return { externalId, id: answer.body.Body.id as string };
  };
  const approve = async (id: string) => expect((await client('ApproveCharge', { Id: id })).body.ErrorCode).toBe(0);
  const issuedStatement = async (chargeExternalIds: string[], currency = 'USD', dueInDays = 30) => {
    serial += 1;
    const number = `ST-T-${serial}`;
    const dueDate = new Date(t.clock().getTime() + dueInDays * DAY).toISOString().slice(0, 10);
    const drafted = await integration('POST', '/companies/BRIGHTWAVE/statements', {
      number,
      currency,
      dueDate,
      chargeExternalIds,
    });
    expect(drafted.body.ErrorCode, drafted.body.Msg).toBe(0);
    const issued = await integration('POST', `/companies/BRIGHTWAVE/statements/${number}/issue`, {});
    expect(issued.body.Body.status).toBe('Issued');
    return { number, id: issued.body.Body.id as string };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
    const shipment = seaShipment(t.clock());
    shipmentExternalId = shipment.externalId;
    shipmentId = await putShipment(t.app, apiKey, 'BRIGHTWAVE', shipment);
  });
  afterAll(() => t.close());

  it('seeds a year of demo charges and statements in every state, each statement the sum of its lines', async () => {
    const rows = await t.database.db.select().from(statements);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['Draft', 'Issued', 'Confirmed', 'Disputed', 'PartiallyPaid', 'Paid']),
    );
    const lines = await t.database.db.select().from(charges);
    for (const statement of rows) {
      const onIt = lines.filter((line) => line.statementId === statement.id).map((line) => line.total);
      expect(sum(onIt, statement.currency)).toBe(formatAmount(statement.total, statement.currency));
    }
    const months = new Set(lines.map((line) => line.incurredAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    const statuses = new Set(lines.map((line) => line.status));
    expect(statuses).toEqual(new Set([CHARGE_STATUS.PendingApproval, CHARGE_STATUS.Approved, CHARGE_STATUS.Rejected]));
  });

  it('runs the approval machine: pending → rejected with a reason → revised → approved; withdrawn', async () => {
    const { externalId, id } = await putCharge();
    const listed = await client('GetChargePageList', { ShipmentId: shipmentId, Status: CHARGE_STATUS.PendingApproval });
    expect(listed.body.Body.Items.map((item: { Id: string }) => item.Id)).toContain(id);

    expect((await client('RejectCharge', { Id: id, Reason: '' })).body.ErrorCode).toBe(
      ERRORS.ValidationFailed.ErrorCode,
    );
    const rejected = await client('RejectCharge', { Id: id, Reason: 'Quoted 1,400 per container' });
    expect(rejected.body.Body).toMatchObject({
      Status: CHARGE_STATUS.Rejected,
      RejectReason: 'Quoted 1,400 per container',
    });
    expect((await client('ApproveCharge', { Id: id })).body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);

    // The same content again is no revision; a new price is, and the line is pending again.
    const again = await integration('PUT', `/companies/BRIGHTWAVE/charges/${externalId}`, line());
    expect(again.body.Body).toMatchObject({ status: CHARGE_STATUS.Rejected, revision: 1 });
    const revised = await integration(
      'PUT',
      `/companies/BRIGHTWAVE/charges/${externalId}`,
      line({ unitPrice: '1400' }),
    );
    expect(revised.body.Body).toMatchObject({ status: CHARGE_STATUS.PendingApproval, revision: 2, total: '2800.00' });
    const approved = await client('ApproveCharge', { Id: id });
    expect(approved.body.Body).toMatchObject({ Status: CHARGE_STATUS.Approved, Total: '2800.00', Revision: 2 });

    const other = await putCharge();
    const withdrawn = await integration('POST', `/companies/BRIGHTWAVE/charges/${other.externalId}/withdraw`, {});
    expect(withdrawn.body.Body.status).toBe(CHARGE_STATUS.Withdrawn);
    expect((await client('ApproveCharge', { Id: other.id })).body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    const revisedAfter = await integration(
      'PUT',
      `/companies/BRIGHTWAVE/charges/${other.externalId}`,
      line({ quantity: 3 }),
    );
    expect(revisedAfter.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
  });

  it('shows an actual line’s difference from the estimate of the same shipment, cost type and currency', async () => {
    const shipment = seaShipment(t.clock());
    const ownShipmentId = await putShipment(t.app, apiKey, 'BRIGHTWAVE', shipment);
    shipmentExternalId = shipment.externalId;
    await putCharge({ kind: 'estimate', unitPrice: '1000', quantity: 2 });
    const actual = await putCharge({ source: 'remeasurement', unitPrice: '1000', quantity: '2.5' });
    const listed = await client('GetChargePageList', { ShipmentId: ownShipmentId });
    const found = listed.body.Body.Items.find((item: { Id: string }) => item.Id === actual.id);
    expect(found).toMatchObject({ Total: '2500.00', EstimateTotal: '2000.00', DifferenceFromEstimate: '500.00' });
  });

  it('refuses a bad line whole, naming the field, and writes nothing', async () => {
    const before = (await t.database.db.select().from(charges)).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ currency: 'XYZ' }, /currency/],
      [{ costType: '999' }, /CostTypeEnum/],
      [{ shipmentExternalId: 'NOPE' }, /shipmentExternalId/],
      [{ unitPrice: -1 }, /unitPrice/],
    ];
    for (const [fields, message] of cases) {
      const answer = await integration('PUT', '/companies/BRIGHTWAVE/charges/CHG-BAD', line(fields));
      expect(answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
      expect(answer.body.Msg).toMatch(message);
    }
    expect((await t.database.db.select().from(charges)).length).toBe(before);
  });

  it('posts a batch in one transaction; one bad line refuses it whole, naming the line', async () => {
    const before = (await t.database.db.select().from(charges)).length;
    const refused = await integration('POST', '/companies/BRIGHTWAVE/charges', {
      charges: [
        { ...line(), externalId: 'CHG-BATCH-1' },
        { ...line({ currency: 'ABC' }), externalId: 'CHG-BATCH-2' },
      ],
    });
    expect(refused.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(refused.body.Msg).toContain('charges[1].currency');
    expect((await t.database.db.select().from(charges)).length).toBe(before);
    const posted = await integration('POST', '/companies/BRIGHTWAVE/charges', {
      charges: [
        { ...line(), externalId: 'CHG-BATCH-1' },
        { ...line({ currency: 'JPY', unitPrice: '15000.5' }), externalId: 'CHG-BATCH-2' },
      ],
    });
    expect(posted.body.Body.charges.map((answer: { total: string }) => answer.total)).toEqual(['2901.00', '30001']);
  });

  it('is idempotent: a retry with the same Idempotency-Key answers the same and writes nothing', async () => {
    const headers = { 'idempotency-key': 'charge-retry-1' };
    const first = await integration('PUT', '/companies/BRIGHTWAVE/charges/CHG-IDEM', line(), headers);
    const second = await integration('PUT', '/companies/BRIGHTWAVE/charges/CHG-IDEM', line(), headers);
    expect(second.body).toEqual(first.body);
    const other = await integration('PUT', '/companies/BRIGHTWAVE/charges/CHG-IDEM', line({ quantity: 9 }), headers);
    expect(other.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
  });

  it('totals a JPY statement and a KWD one exactly as the sum of their lines', async () => {
    for (const [currency, prices, expected] of [
      ['JPY', ['1234.4', '1000.6'], '2235'],
      ['KWD', ['10.1234', '0.0005'], '10.124'],
    ] as const) {
      const lines = [];
      for (const unitPrice of prices) lines.push(await putCharge({ currency, unitPrice, quantity: 1 }));
      for (const created of lines) await approve(created.id);
      const { id } = await issuedStatement(
        lines.map((created) => created.externalId),
        currency,
      );
      const detail = (await client('GetStatementDetail', { Id: id })).body.Body;
      expect(detail.Total).toBe(expected);
      expect(detail.Total).toBe(
        sum(
          detail.Lines.map((item: { Total: string }) => item.Total),
          currency,
        ),
      );
      expect(detail.NetTotal).toBe(detail.Total);
    }
  });

  it('refuses a statement of a line not approved, naming it, and writes no statement', async () => {
    const pending = await putCharge();
    const before = (await t.database.db.select().from(statements)).length;
    const answer = await integration('POST', '/companies/BRIGHTWAVE/statements', {
      number: 'ST-REFUSED',
      currency: 'USD',
      dueDate: '2026-12-31',
      chargeExternalIds: [pending.externalId],
    });
    expect(answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(answer.body.Msg).toContain(`${pending.externalId} not approved`);
    expect((await t.database.db.select().from(statements)).length).toBe(before);
  });

  it('takes a partial payment, then settles: PartiallyPaid → Paid; more than owed is refused', async () => {
    const created = await putCharge({ unitPrice: '500', quantity: 1, taxRatePercent: '10' });
    await approve(created.id);
    const { number, id } = await issuedStatement([created.externalId]);
    expect((await client('ConfirmStatement', { Id: id })).body.Body.Status).toBe('Confirmed');
    const pay = (amount: string) =>
      integration('POST', `/companies/BRIGHTWAVE/statements/${number}/payments`, {
        amount,
        paidAt: t.clock().toISOString(),
        reference: `TT-${amount}`,
      });
    expect((await pay('200.00')).body.Body).toMatchObject({ status: 'PartiallyPaid', paid: '200.00', total: '550.00' });
    expect((await pay('400')).body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect((await pay('0.001')).body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect((await pay('350')).body.Body).toMatchObject({ status: 'Paid', paid: '550.00' });
    const detail = (await client('GetStatementDetail', { Id: id })).body.Body;
    expect(detail).toMatchObject({ Outstanding: '0.00', Overdue: false });
    expect(detail.Payments.map((payment: { Amount: string }) => payment.Amount)).toEqual(['200.00', '350.00']);
  });

  it('records a disputed line, which the forwarder answers by re-issuing', async () => {
    const first = await putCharge();
    const second = await putCharge({ costType: '5', costStage: '1', unitPrice: '120', quantity: 1 });
    await approve(first.id);
    await approve(second.id);
    const { number, id } = await issuedStatement([first.externalId, second.externalId]);
    const notOnIt = await client('DisputeStatement', { Id: id, ChargeIds: [shipmentId], Reason: 'x' });
    expect(notOnIt.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    const disputed = await client('DisputeStatement', { Id: id, ChargeIds: [second.id], Reason: 'THC is in the rate' });
    expect(disputed.body.Body).toMatchObject({ Status: 'Disputed', DisputeReason: 'THC is in the rate' });
    const lines = disputed.body.Body.Lines as { Id: string; DisputeReason: string | null }[];
    expect(lines.find((item) => item.Id === second.id)?.DisputeReason).toBe('THC is in the rate');
    expect(lines.find((item) => item.Id === first.id)?.DisputeReason).toBeNull();
    expect((await client('ConfirmStatement', { Id: id })).body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    const reissued = await integration('POST', `/companies/BRIGHTWAVE/statements/${number}/issue`, {});
    expect(reissued.body.Body.status).toBe('Issued');
    // A line on a statement is not revised or withdrawn.
    const revise = await integration('PUT', `/companies/BRIGHTWAVE/charges/${first.externalId}`, line({ quantity: 7 }));
    expect(revise.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
  });

  it('flags a statement overdue from its due date and the app clock, and ages what is owed', async () => {
    const ages = [
      [-45, '75'],
      [-100, '20.5'],
      [10, '3'],
    ] as const;
    const ids = [];
    for (const [dueInDays, unitPrice] of ages) {
      const created = await putCharge({ currency: 'EUR', unitPrice, quantity: 1 });
      await approve(created.id);
      ids.push((await issuedStatement([created.externalId], 'EUR', dueInDays)).id);
    }
    const detail = (await client('GetStatementDetail', { Id: ids[0] })).body.Body;
    expect(detail).toMatchObject({ Overdue: true, DaysOverdue: 45, Outstanding: '75.00' });
    expect((await client('GetStatementDetail', { Id: ids[2] })).body.Body).toMatchObject({ Overdue: false });
    const ageing = (await client('GetAgeing', {})).body.Body as { Currency: string; Buckets: Record<string, string> }[];
    expect(ageing.find((row) => row.Currency === 'EUR')).toMatchObject({
      Buckets: { Current: '3.00', Days1To30: '0.00', Days31To60: '75.00', Days61To90: '0.00', Over90: '20.50' },
      Outstanding: '98.50',
    });
  });

  it('exports a statement as a real .xlsx and a real PDF that read back', async () => {
    const created = await putCharge({ unitPrice: '987.65', quantity: 1 });
    await approve(created.id);
    const { id, number } = await issuedStatement([created.externalId]);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/client/api/Finance/ExportStatementExcel',
      payload: { Id: id },
      headers: { authorization: `Bearer ${tokenA}`, 'accept-language': 'de-DE' },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(number);
    const values = sheet
      ?.getSheetValues()
      .flat()
      .filter((value) => value !== undefined && value !== null);
    expect(values).toContain('Seefracht');
    expect(values).toContain(987.65);

    const pdf = await t.app.inject({
      method: 'POST',
      url: '/client/api/Finance/ExportStatementPdf',
      payload: { Id: id },
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(`Statement ${number}`);
    expect(text).toContain('Brightwave');
    expect(text).toContain('987.65');
  });

  it("prints the statement's PDF in the reader's language, with the company's Chinese name in a Chinese font", async () => {
    const created = await putCharge({ unitPrice: '1234.50', quantity: 1 });
    await approve(created.id);
    const { id, number } = await issuedStatement([created.externalId]);
    const pdfOf = async (language: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/client/api/Finance/ExportStatementPdf',
        payload: { Id: id },
        headers: { authorization: `Bearer ${tokenA}`, 'accept-language': language },
      });
      expect(answer.statusCode).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(answer.rawPayload) });
      const { text } = await parser.getText();
      await parser.destroy();
      return { text, bytes: answer.rawPayload };
    };
    // The demo company's Chinese name, as a zh-CN reader knows it.
    const chinese = await pdfOf('zh-CN');
    expect(chinese.text).toContain(`对账单 ${number}`);
    expect(chinese.text).toContain('客户: 明浪家居用品有限公司');
    expect(chinese.text).toContain('海运费');
    expect(chinese.text).toContain('状态: 已出账');
    expect(chinese.text).toContain('1234.50');
    expect(chinese.bytes.includes('NotoSansHans')).toBe(true);
    const german = await pdfOf('de-DE');
    expect(german.text).toContain(`Kontoauszug ${number}`);
    expect(german.text).toContain('Kunde: Brightwave');
    expect(german.text).toContain('Seefracht');
    expect(german.text).toContain('Status: Ausgestellt');
    // Latin text alone embeds no Chinese font: the document stays small.
    expect(german.bytes.includes('NotoSansHans')).toBe(false);
  });

  it('keeps every finance endpoint inside the caller’s company', async () => {
    const created = await putCharge();
    const approvedLine = await putCharge();
    await approve(approvedLine.id);
    const { id } = await issuedStatement([approvedLine.externalId]);
    const ofB = (url: string, payload: unknown) => client(url, payload, tokenB);
    for (const [url, payload] of [
      ['ApproveCharge', { Id: created.id }],
      ['RejectCharge', { Id: created.id, Reason: 'no' }],
      ['GetStatementDetail', { Id: id }],
      ['ConfirmStatement', { Id: id }],
      ['DisputeStatement', { Id: id, ChargeIds: [approvedLine.id], Reason: 'no' }],
      ['ExportStatementExcel', { Id: id }],
      ['ExportStatementPdf', { Id: id }],
    ] as const) {
      expect((await ofB(url, payload)).body.ErrorCode, url).toBe(ERRORS.NotFound.ErrorCode);
    }
    const chargesOfB = (await ofB('GetChargePageList', {})).body.Body.Items as { Id: string }[];
    expect(chargesOfB.map((item) => item.Id)).not.toContain(created.id);
    const statementsOfB = (await ofB('GetStatementPageList', {})).body.Body.Items as { Id: string }[];
    expect(statementsOfB.map((item) => item.Id)).not.toContain(id);
    const ageingOfB = (await ofB('GetAgeing', {})).body.Body as { Currency: string }[];
    expect(ageingOfB.map((row) => row.Currency)).not.toContain('USD');
    // Nothing of B changed A's data.
    const [stillPending] = await t.database.db.select().from(charges).where(eq(charges.id, created.id));
    expect(stillPending?.status).toBe(CHARGE_STATUS.PendingApproval);
    // A key limited to company B cannot post to company A; and A's shipment is unknown in B.
    const inB = await integration('PUT', '/companies/HANSEATIC/charges/CHG-CROSS', line());
    expect(inB.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(inB.body.Msg).toMatch(/shipmentExternalId/);
  });

  it('refuses a sub-account without the Finance menu on the server', async () => {
    const viewer = (await login(t.app, 'demo.viewer')).AccessToken;
    for (const url of ['GetChargePageList', 'GetStatementPageList', 'GetAgeing']) {
      const answer = await client(url, {}, viewer);
      expect(answer.status, url).toBe(403);
      expect(answer.body.ErrorCode).toBe(ERRORS.Forbidden.ErrorCode);
    }
  });
});
