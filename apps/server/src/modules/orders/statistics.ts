/**
 * The order desk's figures for the chart pages (issue 12): the forwarder's quoted price lines,
 * dated by when the enquiry was quoted, read through enquiry_transitions_company_quoted_idx
 * (company, at) for the period only.
 */
import type { ChartInterval, OrderKind, ShipmentMode } from '@portside/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { periodBounds, periodOf } from '../shipments/statistics.js';
import { ORDER_KIND_MODE } from './order-charges.js';
import { enquiries, enquiryTransitions, quoteOptions, quotePriceLines } from './schema.js';

export interface QuotedPriceLine {
  period: string;
  orderKind: OrderKind;
  originCode: string;
  destinationCode: string;
  /** The enquiry's cargo, which the quote priced. */
  weightKg: number;
  volumeM3: number;
  chargeName: string;
  amount: string;
  currency: string;
}

/** Every price line of every option the forwarder quoted in the period, with its enquiry's lane and cargo. */
export async function quotedPriceLines(
  db: Db,
  scope: TenantScope,
  filter: { From: string; To: string; Mode?: ShipmentMode | undefined; Interval: ChartInterval },
): Promise<QuotedPriceLine[]> {
  const { from, until } = periodBounds(filter);
  const kinds = filter.Mode
    ? (Object.entries(ORDER_KIND_MODE) as [OrderKind, ShipmentMode | null][])
        .filter(([, mode]) => mode === filter.Mode)
        .map(([kind]) => kind)
    : null;
  const period = periodOf(sql`${enquiryTransitions.at}`, filter.Interval);
  const rows = await db
    .select({
      period,
      orderKind: enquiries.orderKind,
      originCode: enquiries.originCode,
      destinationCode: enquiries.destinationCode,
      weightKg: enquiries.weightKg,
      volumeM3: enquiries.volumeM3,
      chargeName: quotePriceLines.chargeName,
      amount: quotePriceLines.amount,
      currency: quotePriceLines.currency,
    })
    .from(enquiryTransitions)
    .innerJoin(enquiries, eq(enquiries.id, enquiryTransitions.enquiryId))
    .innerJoin(quoteOptions, eq(quoteOptions.enquiryId, enquiries.id))
    .innerJoin(quotePriceLines, eq(quotePriceLines.optionId, quoteOptions.id))
    .where(
      and(
        inTenantScope(enquiryTransitions.companyId, scope),
        eq(enquiryTransitions.toStatus, 'Quoted'),
        sql`${enquiryTransitions.at} >= ${from}`,
        sql`${enquiryTransitions.at} < ${until}`,
        kinds ? inArray(enquiries.orderKind, kinds) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, orderKind: row.orderKind as OrderKind }));
}
