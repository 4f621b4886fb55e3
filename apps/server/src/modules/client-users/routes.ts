import {
  clientUserListRequestSchema,
  clientUserPageSchema,
  clientUserSchema,
  companySecuritySchema,
  createClientUserRequestSchema,
  envelopeSchema,
  grantClientUserMenusRequestSchema,
  menuItemSchema,
  PORTAL_PAGES,
  resetClientUserPasswordRequestSchema,
  setClientUserEnabledRequestSchema,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import type { Caller } from '../../http/caller.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { companyTotpRequired, setCompanyTotpRequired } from '../identity/second-factor.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { companyMenuCodes, menuTree, requireMenuCode } from '../permissions/service.js';
import { isPrivateDeployment } from '../portal/service.js';
import * as clientUsers from './service.js';

const nothing = { 200: envelopeSchema(z.null()) };

/** Account management (spec /systemConfig/userManage): a client admin and the sub-accounts of the company. */
export const clientUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The page's menu code, plus the button's code for the action, checked on the server. */
  const authorised = (request: FastifyRequest, buttonCode?: string): Caller => {
    const caller = requireCaller(request);
    requireMenuCode(caller, PORTAL_PAGES.userManage.menuCode);
    if (buttonCode) requireMenuCode(caller, buttonCode);
    return caller;
  };

  app.post(
    '/cms/api/ClientUser/GetPageList',
    {
      schema: {
        tags: ['Account management'],
        summary: "The company's accounts",
        body: clientUserListRequestSchema,
        response: { 200: envelopeSchema(clientUserPageSchema) },
      },
    },
    async (request) => {
      const caller = authorised(request);
      const scope = await tenantScope(ctx, caller);
      return ok(await clientUsers.listUsers(ctx, scope, request.body, isPrivateDeployment(request, ctx.config)));
    },
  );

  app.get(
    '/cms/api/ClientUser/GetGrantableMenus',
    {
      schema: {
        tags: ['Account management'],
        summary: 'The menus and buttons the admin may grant: the company grants',
        response: { 200: envelopeSchema(z.array(menuItemSchema)) },
      },
    },
    async (request) => {
      const caller = authorised(request);
      const codes = await companyMenuCodes(ctx, callerCompanyId(caller), isPrivateDeployment(request, ctx.config));
      return ok(menuTree(codes, requestLocale(request)));
    },
  );

  app.post(
    '/cms/api/ClientUser/Create',
    {
      schema: {
        tags: ['Account management'],
        summary: 'Creates a sub-account with a subset of the company grants',
        body: createClientUserRequestSchema,
        response: { 200: envelopeSchema(clientUserSchema) },
      },
    },
    async (request) => {
      const caller = authorised(request, 'UserManage:Create');
      return ok(
        await clientUsers.createSubAccount(ctx, caller, request.body, {
          locale: requestLocale(request),
          isPrivateDeployment: isPrivateDeployment(request, ctx.config),
        }),
      );
    },
  );

  app.post(
    '/cms/api/ClientUser/SetEnabled',
    {
      schema: {
        tags: ['Account management'],
        summary: 'Disables (ending its sessions) or re-enables a sub-account',
        body: setClientUserEnabledRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      const caller = authorised(request, 'UserManage:Enable');
      await clientUsers.setEnabled(ctx, caller, request.body.UserId, request.body.Enabled);
      return ok(null);
    },
  );

  app.post(
    '/cms/api/ClientUser/ResetPassword',
    {
      schema: {
        tags: ['Account management'],
        summary: "Sets a sub-account's password and ends its sessions",
        body: resetClientUserPasswordRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      const caller = authorised(request, 'UserManage:ResetPassword');
      await clientUsers.resetSubAccountPassword(ctx, caller, request.body, requestLocale(request));
      return ok(null);
    },
  );

  app.post(
    '/cms/api/ClientUser/GrantMenus',
    {
      schema: {
        tags: ['Account management'],
        summary: "Replaces a sub-account's menu and button grants (effective on its next request)",
        body: grantClientUserMenusRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      const caller = authorised(request, 'UserManage:Grant');
      await clientUsers.grantMenus(ctx, caller, request.body, isPrivateDeployment(request, ctx.config));
      return ok(null);
    },
  );

  app.get(
    '/cms/api/ClientUser/GetCompanySecurity',
    {
      schema: {
        tags: ['Account management'],
        summary: "The company's sign-in requirements",
        response: { 200: envelopeSchema(companySecuritySchema) },
      },
    },
    async (request) => {
      const caller = authorised(request);
      return ok({ TotpRequired: await companyTotpRequired(ctx, callerCompanyId(caller)) });
    },
  );

  app.post(
    '/cms/api/ClientUser/SetCompanySecurity',
    {
      schema: {
        tags: ['Account management'],
        summary: 'Requires an authenticator (TOTP) of every account of the company, or no longer',
        description: 'An account without one is led through enrolment at its next sign-in; open sessions go on.',
        body: companySecuritySchema,
        response: nothing,
      },
    },
    async (request) => {
      const caller = authorised(request);
      // Staff acting as the admin may not weaken or change the company's sign-in rules.
      if (caller.actingStaffUserId) throw new AppError('Forbidden');
      await setCompanyTotpRequired(ctx, callerCompanyId(caller), request.body.TotpRequired);
      return ok(null);
    },
  );
};
