import {
  envelopeSchema,
  getClientUserPermissionsQuerySchema,
  getPermissionsQuerySchema,
  menuItemSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { findUserInScope } from '../identity/users-repo.js';
import { isPrivateDeployment } from '../portal/service.js';
import { menuTree, userMenuCodes } from './service.js';

const treeAnswer = envelopeSchema(z.array(menuItemSchema));

export const permissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/cms/api/AdminUser/GetPermissions',
    {
      schema: {
        tags: ['Permissions'],
        summary: "The caller's menu and permission tree (menus, hidden pages, button codes)",
        querystring: getPermissionsQuerySchema,
        response: { 200: treeAnswer },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(menuTree(caller.menuCodes, requestLocale(request)));
    },
  );

  app.get(
    '/cms/api/AdminUser/GetFobPermissionsByClientUser',
    {
      schema: {
        tags: ['Permissions'],
        summary: "A client user's tree, for that user's client admin and for staff serving the company",
        querystring: getClientUserPermissionsQuerySchema,
        response: { 200: treeAnswer },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const scope = await tenantScope(ctx, caller);
      const target = await findUserInScope(ctx.db, scope, request.query.userId);
      // A sub-account may not look at others; another company's user is answered as if absent.
      if (!target?.companyId || caller.role === 'client_user') throw new AppError('NotFound');
      const codes = await userMenuCodes(ctx, target, isPrivateDeployment(request, ctx.config));
      return ok(menuTree(codes, requestLocale(request)));
    },
  );
};
