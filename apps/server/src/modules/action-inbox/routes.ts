import { type ActionItem, actionInboxSchema, envelopeSchema, PORTAL_PAGES } from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import type { Caller } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { TenantScope } from '../../http/tenant-scope.js';
import { billsToApprove } from '../bookings/service.js';
import { documentsAskedFor } from '../customs/actions.js';
import { financeActions } from '../finance/service.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { ACTIONS_PER_KIND, ordersSentBack, ordersWithFindings, quotesToAnswer } from '../orders/actions.js';
import { returnsAwaitingInstruction } from '../returns/service.js';

/**
 * One source of the inbox: the menu code of the page that settles its items (a caller without it
 * is not asked) and the query that finds them. Another area adds its source to this list.
 */
interface ActionSource {
  /** The page's code, or several: any one of them is enough. */
  menuCode: string | readonly string[];
  items(ctx: AppContext, scope: TenantScope): Promise<ActionItem[]>;
}

/** An item about one thing (a quote, an order, a declaration) on its page, opened by ?id=. */
const oneItem = (
  Kind: ActionItem['Kind'],
  Page: keyof typeof PORTAL_PAGES,
  id: string,
  fields: Partial<Pick<ActionItem, 'Count' | 'Reference' | 'DueDate'>>,
): ActionItem => ({
  Kind,
  Page,
  Query: { id },
  Count: fields.Count ?? 1,
  Reference: fields.Reference ?? null,
  Amount: null,
  Currency: null,
  DueDate: fields.DueDate ?? null,
});

/** The pages an order is opened on: the new orders' detail, or the order desk. */
const ORDER_PAGES = [PORTAL_PAGES.orderDetail.menuCode, PORTAL_PAGES.orderManage.menuCode];

const ACTION_SOURCES: readonly ActionSource[] = [
  {
    menuCode: PORTAL_PAGES.enquiry.menuCode,
    async items(ctx, scope) {
      return (await quotesToAnswer(ctx.db, scope, ctx.clock())).map((quote) =>
        oneItem('QuoteToAnswer', 'enquiry', quote.id, {
          Reference: quote.enquiryNo,
          DueDate: quote.expiresAt.toISOString().slice(0, 10),
        }),
      );
    },
  },
  {
    menuCode: ORDER_PAGES,
    async items(ctx, scope) {
      return (await ordersSentBack(ctx.db, scope)).map((order) =>
        oneItem('OrderSentBack', 'orderDetail', order.id, { Reference: order.orderNo }),
      );
    },
  },
  {
    menuCode: ORDER_PAGES,
    async items(ctx, scope) {
      return (await ordersWithFindings(ctx.db, scope)).map((order) =>
        oneItem('OrderConformance', 'orderDetail', order.id, {
          Reference: order.orderNo,
          Count: order.errors + order.warnings,
        }),
      );
    },
  },
  {
    menuCode: PORTAL_PAGES.clearanceFiles.menuCode,
    async items(ctx, scope) {
      return (await documentsAskedFor(ctx.db, scope, ACTIONS_PER_KIND)).map((declaration) =>
        oneItem('ClearanceDocumentsAskedFor', 'clearanceFiles', declaration.id, {
          Reference: declaration.reference,
          Count: declaration.awaited,
        }),
      );
    },
  },
  {
    menuCode: PORTAL_PAGES.statement.menuCode,
    async items(ctx, scope) {
      const { chargesToApprove, overdueStatements } = await financeActions(ctx, scope);
      const approvals: ActionItem[] =
        chargesToApprove === 0
          ? []
          : [
              {
                Kind: 'ChargesToApprove',
                Page: 'statement',
                Query: { tab: 'charges' },
                Count: chargesToApprove,
                Reference: null,
                Amount: null,
                Currency: null,
                DueDate: null,
              },
            ];
      return [
        ...approvals,
        ...overdueStatements.map(
          (statement): ActionItem => ({
            Kind: 'StatementOverdue',
            Page: 'statement',
            Query: { id: statement.Id },
            Count: 1,
            Reference: statement.Number,
            Amount: statement.Outstanding,
            Currency: statement.Currency,
            DueDate: statement.DueDate,
          }),
        ),
      ];
    },
  },
  {
    menuCode: PORTAL_PAGES.bookings.menuCode,
    async items(ctx, scope) {
      return (await billsToApprove(ctx.db, scope)).map((bill) =>
        oneItem('BillOfLadingToApprove', 'bookingDetail', bill.bookingId, {
          Reference: `${bill.reference} (${bill.dcgNo})`,
        }),
      );
    },
  },
  { menuCode: PORTAL_PAGES.returns.menuCode, items: returnsAwaitingInstruction },
];

async function actionInbox(ctx: AppContext, caller: Caller): Promise<ActionItem[]> {
  const scope = await tenantScope(ctx, caller);
  const sources = ACTION_SOURCES.filter((source) =>
    (typeof source.menuCode === 'string' ? [source.menuCode] : source.menuCode).some((code) =>
      caller.menuCodes.has(code),
    ),
  );
  return (await Promise.all(sources.map((source) => source.items(ctx, scope)))).flat();
}

/** The dashboard's action inbox (issue 12). */
export const actionInboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/client/api/Dashboard/GetActionInbox',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'What the client must do now, each item naming the page that settles it',
        description: 'Only the sources whose page the caller is granted are asked.',
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(actionInboxSchema) },
      },
    },
    async (request) => ok(await actionInbox(ctx, requireCaller(request))),
  );
};
