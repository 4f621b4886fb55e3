import {
  callbackTicketAnswerSchema,
  createCallbackTicketRequestSchema,
  envelopeSchema,
  setPrivateCustomerRequestSchema,
  staffClientUserListRequestSchema,
  staffClientUserPageSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok } from '../../http/envelope.js';
import { listUsers } from '../client-users/service.js';
import { setPrivateCustomer } from '../identity/companies.js';
import { createCallbackTicket } from '../identity/service.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { findUserInScope } from '../identity/users-repo.js';
import { isPrivateDeployment } from '../portal/service.js';

/** Forwarder staff: the client users of the companies they serve, and opening the portal as one. */
export const staffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/cms/api/Staff/GetClientUserPageList',
    {
      schema: {
        tags: ['Staff'],
        summary: 'Client users of the companies the caller serves (all companies for a staff admin)',
        body: staffClientUserListRequestSchema,
        response: { 200: envelopeSchema(staffClientUserPageSchema) },
      },
    },
    async (request) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      return ok(await listUsers(ctx, scope, request.body, isPrivateDeployment(request, ctx.config)));
    },
  );

  app.post(
    '/cms/api/Staff/CreateCallbackTicket',
    {
      schema: {
        tags: ['Staff'],
        summary: 'A link that opens the portal as the client user: single use, valid 2 minutes',
        body: createCallbackTicketRequestSchema,
        response: { 200: envelopeSchema(callbackTicketAnswerSchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const scope = await tenantScope(ctx, caller);
      const target = await findUserInScope(ctx.db, scope, request.body.UserId);
      // Only an enabled client user can be opened; staff and disabled users are answered as absent.
      if (!target?.companyId || !target.enabled) throw new AppError('NotFound');
      return ok(await createCallbackTicket(ctx, caller, target.id));
    },
  );

  app.post(
    '/cms/api/Staff/SetPrivateCustomer',
    {
      schema: {
        tags: ['Staff'],
        summary:
          "Switches a served company's private-customer mode: no quote and order menus, Setting keeps Address only",
        body: setPrivateCustomerRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      const { CompanyId, IsPrivateCustomer } = request.body;
      if (!(await setPrivateCustomer(ctx, scope, CompanyId, IsPrivateCustomer))) throw new AppError('NotFound');
      return ok(null);
    },
  );
};
