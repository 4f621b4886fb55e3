import { CHARGE_STATUS, ERRORS } from '@portside/contracts';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { airShipment, integrationApi, issueApiKey, putShipment, seaShipment } from '../../../test/shipment-fixtures.js';
import { charges, shipmentContainers, shipments, statements } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

/** Counts of each key, as the chart answers them. */
function countBy<T>(rows: readonly T[], key: (row: T) => string) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return Object.fromEntries(counts);
}
const asObject = (rows: { Key: string; Count: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.Key, row.Count]));

describe.each(DATABASE_KINDS)('the chart pages and the action inbox on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let companyB: string;
  const chart = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/Chart/${url}`, payload: payload as object, token });
  const day = (offsetDays: number) => new Date(t.clock().getTime() + offsetDays * DAY).toISOString().slice(0, 10);
  const period = () => ({ From: day(-400), To: day(0) });

  /** Company A's shipments as the list holds them, departed in the period. */
  const departedRows = async (from: string, to: string, companyId = companyA) => {
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.companyId, companyId));
    return rows.filter((row) => {
      const departed = row.atd ?? row.etd;
      if (!departed) return false;
      const date = departed.toISOString().slice(0, 10);
      return date >= from && date <= to;
    });
  };

  /** A company's charged lines in the period, as the spend and the freight trends count them. */
  const chargedRows = async (companyId: string, from: string, to: string) =>
    (await t.database.db.select().from(charges).where(eq(charges.companyId, companyId))).filter((line) => {
      const date = line.incurredAt.toISOString().slice(0, 10);
      return (
        date >= from &&
        date <= to &&
        line.kind === 'actual' &&
        line.status !== CHARGE_STATUS.Rejected &&
        line.status !== CHARGE_STATUS.Withdrawn
      );
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    tokenA = a.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
    const b = await login(t.app, 'agent');
    tokenB = b.AccessToken;
    companyB = b.UserInfo.CompanyId ?? '';
    // Freight lines on two lanes, over three months.
    const integration = integrationApi(t.app, apiKey);
    const sea = seaShipment(t.clock());
    const air = airShipment(t.clock());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', sea);
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', air);
    const lines = [
      [sea.externalId, '1', 'container', '2', '1000', -70],
      [sea.externalId, '1', 'container', '1', '1300', -65],
      [sea.externalId, '1', 'container', '1', '1500', -5],
      [sea.externalId, '5', 'container', '2', '120', -5],
      [air.externalId, '2', 'kg', '318.5', '4.35', -35],
    ] as const;
    let serial = 0;
    for (const [shipmentExternalId, costType, unit, quantity, unitPrice, offset] of lines) {
      serial += 1;
      const answer = await integration('PUT', `/companies/BRIGHTWAVE/charges/CHART-${serial}`, {
        shipmentExternalId,
        costType,
        costStage: '2',
        kind: 'actual',
        source: 'quote',
        quantity,
        unit,
        unitPrice,
        currency: 'USD',
        incurredAt: new Date(t.clock().getTime() + offset * DAY).toISOString(),
      });
      expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    }
  });
  afterAll(() => t.close());

  it('chartStatistics: each figure equals a count over the shipments it summarizes', async () => {
    const filter = period();
    const answer = (await chart('GetChartStatistics', filter)).body.Body;
    const rows = await departedRows(filter.From, filter.To);
    expect(rows.length).toBeGreaterThan(10);
    expect(answer.Total).toBe(rows.length);
    expect(asObject(answer.ByMode)).toEqual(countBy(rows, (row) => row.mode));
    expect(asObject(answer.ByStatus)).toEqual(countBy(rows, (row) => row.status));
    expect(asObject(answer.ByLane)).toEqual(countBy(rows, (row) => `${row.originCode}-${row.destinationCode}`));
    expect(asObject(answer.ByCarrier)).toEqual(countBy(rows, (row) => row.carrierName ?? row.carrierCode ?? ''));
    const arrived = rows.filter((row) => row.ata);
    const onTime = arrived.filter(
      (row) => row.ata && row.originalEta && row.ata.getTime() < row.originalEta.getTime() + DAY,
    );
    const lane = (row: (typeof rows)[number]) => `${row.originCode}-${row.destinationCode}`;
    for (const item of answer.OnTimeByLane) {
      expect(item.Arrived).toBe(arrived.filter((row) => lane(row) === item.Key).length);
      expect(item.OnTime).toBe(onTime.filter((row) => lane(row) === item.Key).length);
    }
    const seaOnly = (await chart('GetChartStatistics', { ...filter, Mode: 'sea' })).body.Body;
    expect(seaOnly.Total).toBe(rows.filter((row) => row.mode === 'sea').length);
  });

  it('trendStatistics: the months add up to the period, with volume and TEU; spend per cost type and currency', async () => {
    const filter = { ...period(), Interval: 'month' };
    const answer = (await chart('GetTrendStatistics', filter)).body.Body;
    const rows = await departedRows(filter.From, filter.To);
    const volume = answer.Volume as { Period: string; Shipments: number; WeightKg: number; Teu: number }[];
    expect(volume.reduce((total, row) => total + row.Shipments, 0)).toBe(rows.length);
    const byMonth = countBy(rows, (row) => (row.atd ?? row.etd)?.toISOString().slice(0, 7) ?? '');
    for (const [month, n] of Object.entries(byMonth)) {
      expect(
        volume.filter((row) => row.Period === month).reduce((total, row) => total + row.Shipments, 0),
        month,
      ).toBe(n);
    }
    const containers = await t.database.db.select().from(shipmentContainers);
    const ids = new Set(rows.map((row) => row.id));
    const teuOf = (size: string | null) => ({ '2': 1, '4': 2, L: 2.25 })[size?.charAt(0) ?? ''] ?? 0;
    const teu = containers.filter((row) => ids.has(row.shipmentId)).reduce((sum, row) => sum + teuOf(row.sizeType), 0);
    expect(volume.reduce((total, row) => total + row.Teu, 0)).toBeCloseTo(teu, 6);
    const spend = answer.Spend as {
      Period: string;
      CostType: string;
      Currency: string;
      Total: string;
      Lines: number;
    }[];
    const charged = await chargedRows(companyA, filter.From, filter.To);
    expect(spend.reduce((total, row) => total + row.Lines, 0)).toBe(charged.length);
    for (const row of spend) {
      const lines = charged.filter(
        (line) =>
          line.incurredAt.toISOString().slice(0, 7) === row.Period &&
          line.costType === row.CostType &&
          line.currency === row.Currency,
      );
      expect(row.Total, `${row.Period} ${row.CostType}`).toBe(
        lines.reduce((sum, line) => sum.plus(line.total), new Decimal(0)).toFixed(2),
      );
    }

    const weeks = (await chart('GetTrendStatistics', { ...filter, Interval: 'week' })).body.Body;
    expect(weeks.Volume.every((row: { Period: string }) => /^\d{4}-\d{2}-\d{2}$/.test(row.Period))).toBe(true);
    expect(weeks.Volume.reduce((total: number, row: { Shipments: number }) => total + row.Shipments, 0)).toBe(
      rows.length,
    );
  });

  it('freightTrends: the quantity-weighted rate per lane, mode and basis equals one computed from the charge list', async () => {
    const answer = (
      (await chart('GetFreightTrends', { ...period(), Interval: 'month' })).body.Body as {
        Period: string;
        Source: string;
        Lane: string;
        Mode: string;
        Basis: string;
        Currency: string;
        AverageRate: string;
        Lines: number;
      }[]
    ).filter((row) => row.Source === 'charged');
    const freight = (await chargedRows(companyA, period().From, period().To)).filter((line) =>
      ['1', '2', '3'].includes(line.costType),
    );
    expect(answer.reduce((total, row) => total + row.Lines, 0)).toBe(freight.length);
    for (const row of answer) {
      const lines = freight.filter(
        (line) =>
          line.incurredAt.toISOString().slice(0, 7) === row.Period &&
          `${line.originCode}-${line.destinationCode}` === row.Lane &&
          line.mode === row.Mode &&
          line.unit === row.Basis &&
          line.currency === row.Currency,
      );
      expect(row.Lines).toBe(lines.length);
      const net = lines.reduce((sum, line) => sum.plus(line.netAmount), new Decimal(0));
      const quantity = lines.reduce((sum, line) => sum.plus(line.quantity), new Decimal(0));
      expect(row.AverageRate, `${row.Period} ${row.Lane} ${row.Basis}`).toBe(net.dividedBy(quantity).toFixed(2));
    }
  });

  it("freightTrends: the quoted rates equal those computed from the enquiries' quote options", async () => {
    const client = (url: string, payload: object, token = tokenA) =>
      call(t.app, { method: 'POST', url: `/client/api/${url}`, payload, token });
    // An air enquiry of 150 kg and 1.2 m³ is 200 chargeable kg; a sea one of 6.5 m³.
    for (const [orderKind, weightKg, volumeM3, freight] of [
      ['air', 150, 1.2, 'Air freight'],
      ['ocean', 2100, 6.5, '1'],
    ] as const) {
      const saved = await client('Enquiry/Save', {
        OrderKind: orderKind,
        OriginCode: 'CNSZX',
        DestinationCode: 'LGB8',
        Cartons: 30,
        WeightKg: weightKg,
        VolumeM3: volumeM3,
        GoodsDescription: 'Kitchen scales',
        ReadyDate: day(5),
      });
      await client('Enquiry/Submit', { Id: saved.body.Body.Id });
      const quoted = await integrationApi(t.app, apiKey)(
        'POST',
        `/companies/BRIGHTWAVE/enquiries/${saved.body.Body.EnquiryNo}/quote`,
        {
          options: [1180.5, 990].map((amount, sort) => ({
            channelCode: `CH-${sort}`,
            service: 'Express',
            transitDays: 9,
            expiresAt: new Date(t.clock().getTime() + 3 * DAY).toISOString(),
            priceLines: [
              { chargeName: freight, amount: String(amount), currency: 'USD' },
              { chargeName: 'Customs clearance', amount: '95', currency: 'USD' },
            ],
          })),
        },
      );
      expect(quoted.body.ErrorCode, quoted.body.Msg).toBe(0);
    }

    // The list a client reads: every enquiry with its quote options and when it was quoted.
    const page = await client('Enquiry/GetPageList', { PageIndex: 1, PageSize: 100 });
    const expected = new Map<string, { amount: Decimal; quantity: Decimal; lines: number }>();
    const freightNames = new Set(['1', '2', '3', 'ocean freight', 'air freight', 'rail freight']);
    for (const summary of page.body.Body.Items as { Id: string }[]) {
      const detail = (await client('Enquiry/GetDetail', { Id: summary.Id })).body.Body;
      const quotedAt = detail.Transitions.find((x: { To: string }) => x.To === 'Quoted')?.At as string | undefined;
      if (!quotedAt || quotedAt.slice(0, 10) < period().From) continue;
      const air = detail.OrderKind === 'air' || detail.OrderKind === 'airEnd';
      if (detail.OrderKind === 'end') continue;
      const quantity = air
        ? Decimal.max(new Decimal(detail.WeightKg), new Decimal(detail.VolumeM3).times(1_000_000).dividedBy(6000))
        : new Decimal(detail.VolumeM3);
      for (const option of detail.Options) {
        for (const line of option.PriceLines) {
          if (!freightNames.has(line.ChargeName.toLowerCase())) continue;
          const key = [
            quotedAt.slice(0, 7),
            `${detail.OriginCode}-${detail.DestinationCode}`,
            air ? 'air' : 'sea',
            air ? 'kg' : 'cbm',
            line.Currency,
          ].join('|');
          const group = expected.get(key) ?? { amount: new Decimal(0), quantity: new Decimal(0), lines: 0 };
          expected.set(key, {
            amount: group.amount.plus(line.Amount),
            quantity: group.quantity.plus(quantity),
            lines: group.lines + 1,
          });
        }
      }
    }
    const quotedRows = (
      (await chart('GetFreightTrends', { ...period(), Interval: 'month' })).body.Body as {
        Period: string;
        Source: string;
        Lane: string;
        Mode: string;
        Basis: string;
        Currency: string;
        AverageRate: string;
        Lines: number;
      }[]
    ).filter((row) => row.Source === 'quoted');
    expect(quotedRows.map((row) => [row.Period, row.Lane, row.Mode, row.Basis, row.Currency].join('|')).sort()).toEqual(
      [...expected.keys()].sort(),
    );
    for (const row of quotedRows) {
      const group = expected.get([row.Period, row.Lane, row.Mode, row.Basis, row.Currency].join('|'));
      expect(row.Lines).toBe(group?.lines);
      expect(row.AverageRate).toBe(group?.amount.dividedBy(group.quantity).toFixed(2));
    }
    // The new air quote: (1,180.50 + 990) over 2 × 200 chargeable kg.
    expect(quotedRows).toContainEqual(
      expect.objectContaining({ Lane: 'CNSZX-LGB8', Mode: 'air', Basis: 'kg', AverageRate: '5.43', Lines: 2 }),
    );
    // Company B sees none of company A's quotes.
    const ofB = (await chart('GetFreightTrends', period(), tokenB)).body.Body as { Lane: string }[];
    expect(ofB.map((row) => row.Lane)).not.toContain('CNSZX-LGB8');
  });

  it('refuses a period of more than two years or reversed, naming the field', async () => {
    const reversed = await chart('GetChartStatistics', { From: day(0), To: day(-1) });
    expect(reversed.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(reversed.body.Msg).toContain('From');
    const long = await chart('GetTrendStatistics', { From: day(-800), To: day(0) });
    expect(long.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
  });

  it('keeps the charts inside the caller’s company', async () => {
    const ofA = (await chart('GetFreightTrends', period())).body.Body;
    expect(ofA.length).toBeGreaterThan(0);
    const ofB = (
      (await chart('GetFreightTrends', period(), tokenB)).body.Body as {
        Source: string;
        Lines: number;
        Currency: string;
      }[]
    ).filter((row) => row.Source === 'charged');
    const freightOfB = (await chargedRows(companyB, period().From, period().To)).filter((line) =>
      ['1', '2', '3'].includes(line.costType),
    );
    expect(ofB.reduce((total, row) => total + row.Lines, 0)).toBe(freightOfB.length);
    expect(ofB.every((row) => row.Currency === 'EUR')).toBe(true);
    const statsOfB = (await chart('GetChartStatistics', period(), tokenB)).body.Body;
    const rowsOfB = await departedRows(period().From, period().To, companyB);
    expect(statsOfB.Total).toBe(rowsOfB.length);
    expect(statsOfB.Total).not.toBe((await chart('GetChartStatistics', period())).body.Body.Total);
  });

  it('lists what the client must do now: charges to approve and overdue statements, each naming its page', async () => {
    const inbox = async (token = tokenA) =>
      (await call(t.app, { method: 'POST', url: '/client/api/Dashboard/GetActionInbox', payload: {}, token })).body;
    const items = (await inbox()).Body as {
      Kind: string;
      Page: string;
      Query: Record<string, string>;
      Count: number;
    }[];
    const pending = await t.database.db
      .select()
      .from(charges)
      .where(and(eq(charges.companyId, companyA), eq(charges.status, CHARGE_STATUS.PendingApproval)));
    expect(items).toContainEqual(
      expect.objectContaining({
        Kind: 'ChargesToApprove',
        Page: 'statement',
        Query: { tab: 'charges' },
        Count: pending.length,
      }),
    );
    const overdue = (await t.database.db.select().from(statements).where(eq(statements.companyId, companyA))).filter(
      (row) =>
        ['Issued', 'Confirmed', 'Disputed', 'PartiallyPaid'].includes(row.status) &&
        row.dueDate < t.clock().toISOString().slice(0, 10),
    );
    expect(overdue.length).toBeGreaterThan(0);
    expect(
      items
        .filter((item) => item.Kind === 'StatementOverdue')
        .map((item) => item.Query.id)
        .sort(),
    ).toEqual(overdue.map((row) => row.id).sort());
    // A sub-account without the Finance menu is not shown finance items.
    const viewer = (await login(t.app, 'demo.viewer')).AccessToken;
    const ofViewer = (await inbox(viewer)).Body as { Kind: string }[];
    expect(ofViewer.filter((item) => ['ChargesToApprove', 'StatementOverdue'].includes(item.Kind))).toEqual([]);
    const ofB = (await inbox(tokenB)).Body as { Query: Record<string, string> }[];
    expect(ofB.map((item) => item.Query.id)).not.toContain(overdue[0]?.id);
  });
});
