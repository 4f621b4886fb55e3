import type { DcgImportAnswer } from '@portside/contracts';
import type { AppContext } from '../../context.js';
import { DcgRowErrors, type ParsedJob, type RowError } from './dcg-workbook.js';
import {
  type Actor,
  bookingsByDcgNo,
  INSTRUCTIONS_OPEN_BILL,
  INSTRUCTIONS_OPEN_BOOKING,
  writeInstructions,
} from './service.js';

/**
 * InsertDCGExcel: the shipping instructions of each job of the file are written to its booking, all
 * in one transaction, or none when any job is not a booking of the caller's company (another
 * company's job reads as unknown) or its instructions can no longer change.
 */
export async function importInstructions(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  companyId: string,
  actor: Actor,
  parsed: {
    Jobs: ParsedJob[];
    Locale: ConstructorParameters<typeof DcgRowErrors>[0];
    Headers: ConstructorParameters<typeof DcgRowErrors>[1];
  },
): Promise<DcgImportAnswer | { RowErrors: RowError[] }> {
  return ctx.db.transaction(async (tx) => {
    const found = new Map(
      (
        await bookingsByDcgNo(
          tx,
          companyId,
          parsed.Jobs.map((job) => job.DcgNo),
        )
      ).map((row) => [row.dcgNo.toUpperCase(), row]),
    );
    const errors = new DcgRowErrors(parsed.Locale, parsed.Headers);
    const items = [];
    for (const job of parsed.Jobs) {
      const booking = found.get(job.DcgNo);
      if (!booking) errors.fail(job.Row, 'DcgNo', 'unknownJob');
      else if (
        !INSTRUCTIONS_OPEN_BOOKING.includes(booking.status) ||
        !INSTRUCTIONS_OPEN_BILL.includes(booking.billStatus)
      ) {
        errors.fail(job.Row, 'DcgNo', 'closedJob');
      } else items.push({ job, booking });
    }
    if (errors.errors.length > 0) return { RowErrors: errors.errors };
    await writeInstructions(
      tx,
      ctx.clock(),
      actor,
      items.map(({ job, booking }) => ({ bookingId: booking.id, instructions: job.Instructions })),
    );
    return {
      Bookings: items.map(({ job, booking }) => ({
        DcgNo: booking.dcgNo,
        BookingId: booking.id,
        Containers: job.Instructions.lines.length,
      })),
    };
  });
}
