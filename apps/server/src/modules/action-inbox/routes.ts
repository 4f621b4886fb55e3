import { type ActionItem, actionInboxSchema, envelopeSchema, PORTAL_PAGES } from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import type { Caller } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { TenantScope } from '../../http/tenant-scope.js';
import { financeActions } from '../finance/service.js';
import { tenantScope } from '../identity/tenant-scope.js';

/**
 * One source of the inbox: the menu code of the page that settles its items (a caller without it
 * is not asked) and the query that finds them. Another area adds its source to this list.
 */
interface ActionSource {
  menuCode: string;
  items(ctx: AppContext, scope: TenantScope): Promise<ActionItem[]>;
}

const ACTION_SOURCES: readonly ActionSource[] = [
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
];

async function actionInbox(ctx: AppContext, caller: Caller): Promise<ActionItem[]> {
  const scope = await tenantScope(ctx, caller);
  const sources = ACTION_SOURCES.filter((source) => caller.menuCodes.has(source.menuCode));
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
