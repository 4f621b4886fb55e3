/** Quote options as the client reads them: price lines in exact money, a total per currency, expiry by the app clock. */
import type { QuoteOption } from '@portside/contracts';
import Decimal from 'decimal.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quoteOptions, quotePriceLines } from './schema.js';

type OptionRow = typeof quoteOptions.$inferSelect;
type LineRow = typeof quotePriceLines.$inferSelect;

function toQuoteOption(option: OptionRow, lines: readonly LineRow[], now: Date): QuoteOption {
  const totals = new Map<string, Decimal>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? new Decimal(0)).plus(line.amount));
  return {
    Id: option.id,
    ChannelCode: option.channelCode,
    Service: option.service,
    TransitDays: option.transitDays,
    ExpiresTime: option.expiresAt.toISOString(),
    Expired: option.expiresAt.getTime() <= now.getTime(),
    PriceLines: lines.map((line) => ({ ChargeName: line.chargeName, Amount: line.amount, Currency: line.currency })),
    Totals: [...totals].map(([Currency, amount]) => ({ Amount: amount.toFixed(2), Currency })),
  };
}

/** The options of enquiries, in the forwarder's order, by enquiry id. */
export async function findQuoteOptions(
  db: Pick<Db, 'select'>,
  enquiryIds: readonly string[],
  now: Date,
): Promise<Map<string, QuoteOption[]>> {
  const byEnquiry = new Map<string, QuoteOption[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const options = await db
    .select()
    .from(quoteOptions)
    .where(inArray(quoteOptions.enquiryId, [...enquiryIds]))
    .orderBy(asc(quoteOptions.sort));
  const lines = options.length
    ? await db
        .select()
        .from(quotePriceLines)
        .where(
          inArray(
            quotePriceLines.optionId,
            options.map((option) => option.id),
          ),
        )
        .orderBy(asc(quotePriceLines.sort))
    : [];
  for (const option of options) {
    const list = byEnquiry.get(option.enquiryId) ?? [];
    list.push(
      toQuoteOption(
        option,
        lines.filter((line) => line.optionId === option.id),
        now,
      ),
    );
    byEnquiry.set(option.enquiryId, list);
  }
  return byEnquiry;
}

/** The terms of the option an order was made from. */
export async function findQuoteTerms(db: Pick<Db, 'select'>, optionId: string, now: Date): Promise<QuoteOption | null> {
  const [option] = await db.select().from(quoteOptions).where(eq(quoteOptions.id, optionId));
  if (!option) return null;
  return (
    (await findQuoteOptions(db, [option.enquiryId], now)).get(option.enquiryId)?.find((o) => o.Id === optionId) ?? null
  );
}
