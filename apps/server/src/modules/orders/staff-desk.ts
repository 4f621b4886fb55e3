/**
 * The forwarder's side of the order desk for staff at the portal (demo and support): the work
 * waiting in the companies they serve, and the same quote and receipt services as the integration API.
 */
import type { StaffOrderDesk } from '@portside/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { companyNamesById } from '../identity/companies.js';
import { toSummary as enquirySummary } from './enquiry-service.js';
import { enquiries, orderCartons, orders } from './schema.js';
import { toSummary as orderSummary } from './service.js';

/** At most this many of each: the oldest first, as they wait. */
const STAFF_DESK_LIMIT = 100;

/** Submitted enquiries to quote and accepted orders to receive, of the companies in the staff member's scope. */
export async function staffOrderDesk(db: Db, scope: TenantScope): Promise<StaffOrderDesk> {
  const waiting = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.status, 'Submitted'), inTenantScope(enquiries.companyId, scope)))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(STAFF_DESK_LIMIT);
  const accepted = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Accepted'), inTenantScope(orders.companyId, scope)))
    .orderBy(desc(orders.updatedAt), asc(orders.id))
    .limit(STAFF_DESK_LIMIT);
  const cartons = accepted.length
    ? await db
        .select()
        .from(orderCartons)
        .where(
          inArray(
            orderCartons.orderId,
            accepted.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderCartons.sort))
    : [];
  const names = await companyNamesById(db, [
    ...waiting.map((row) => row.companyId),
    ...accepted.map((row) => row.companyId),
  ]);
  return {
    Enquiries: waiting.map((row) => ({
      ...enquirySummary(row),
      CompanyId: row.companyId,
      CompanyName: names.get(row.companyId) ?? '',
    })),
    Orders: accepted.map((row) => {
      const own = cartons.filter((carton) => carton.orderId === row.id);
      return {
        ...orderSummary(
          row,
          own.length,
          own.reduce((sum, carton) => sum + carton.weightKg, 0),
        ),
        CompanyId: row.companyId,
        CompanyName: names.get(row.companyId) ?? '',
        Cartons: own.map((carton) => ({
          CartonNo: carton.cartonNo,
          LengthCm: carton.lengthCm,
          WidthCm: carton.widthCm,
          HeightCm: carton.heightCm,
          WeightKg: carton.weightKg,
        })),
      };
    }),
  };
}
