import {
  callbackLoginRequestSchema,
  changePasswordRequestSchema,
  demoSmsOutboxPageSchema,
  demoSmsOutboxRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loginAnswerSchema,
  loginRequestSchema,
  quickLoginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  SMS_RESEND_SECONDS,
  signInAnswerSchema,
  smsSendAnswerSchema,
  smsSendQuerySchema,
  userInfoSchema,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { isAgentHost } from '../portal/service.js';
import * as identity from './service.js';
import { listSmsOutbox } from './sms-provider.js';
import { userInfo } from './users-repo.js';

const loginAnswer = { 200: envelopeSchema(loginAnswerSchema), 400: errorEnvelopeSchema };
const signInAnswer = { 200: envelopeSchema(signInAnswerSchema), 400: errorEnvelopeSchema };
const nothing = { 200: envelopeSchema(z.null()) };

function requestInfo(request: FastifyRequest): identity.RequestInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], locale: requestLocale(request) };
}

export const identityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/cms/api/User/SmsSend',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Sends a 6-digit code for registering, quick login or resetting the password',
        description: 'Answers the same for an unknown account. One code per 60 s, 5 per hour, 10 per day per account.',
        querystring: smsSendQuerySchema,
        response: { 200: envelopeSchema(smsSendAnswerSchema) },
      },
    },
    async (request) => {
      await identity.sendSmsCode(ctx, request.query, requestInfo(request));
      return ok({ ResendAfterSeconds: SMS_RESEND_SECONDS });
    },
  );

  app.post(
    '/cms/api/Staff/GetDemoSmsOutbox',
    {
      schema: {
        tags: ['Identity'],
        summary: 'The demo SMS outbox, newest first (staff admin; only while SMS_PROVIDER=outbox)',
        description:
          'With no SMS gateway configured, the codes the portal would have texted are kept here instead of the log. With SMS_PROVIDER=http this path does not exist.',
        body: demoSmsOutboxRequestSchema,
        response: { 200: envelopeSchema(demoSmsOutboxPageSchema) },
      },
    },
    async (request) => {
      if (ctx.config.SMS_PROVIDER !== 'outbox') throw new AppError('NotFound');
      return ok(await listSmsOutbox(ctx.db, request.body));
    },
  );

  app.post(
    '/cms/api/User/Register',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Registers a company and its client admin with an SMS code, and signs in',
        body: registerRequestSchema,
        response: loginAnswer,
      },
    },
    async (request) =>
      ok(
        await identity.register(ctx, request.body, {
          ...requestInfo(request),
          agentHost: isAgentHost(request, ctx.config),
        }),
      ),
  );

  app.post(
    '/cms/api/User/Login',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Signs in with account name and password',
        description:
          'An account with an authenticator, or one that must enrol one, gets the second step instead of a session.',
        body: loginRequestSchema,
        response: signInAnswer,
      },
    },
    async (request) => ok(await identity.login(ctx, request.body, requestInfo(request))),
  );

  app.post(
    '/cms/api/User/LoginByQuickLogin',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Signs in with an SMS code',
        description:
          'An account with an authenticator, or one that must enrol one, gets the second step instead of a session.',
        body: quickLoginRequestSchema,
        response: signInAnswer,
      },
    },
    async (request) => ok(await identity.quickLogin(ctx, request.body, requestInfo(request))),
  );

  app.post(
    '/cms/api/User/ResetPassword',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Sets a new password with an SMS code; ends every session of the account',
        body: resetPasswordRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      await identity.resetPassword(ctx, request.body, requestInfo(request));
      return ok(null);
    },
  );

  app.post(
    '/cms/api/User/LoginByCallbackTicket',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Opens the portal as a client user with a staff ticket (single use, 2 minutes)',
        body: callbackLoginRequestSchema,
        response: loginAnswer,
      },
    },
    async (request) => ok(await identity.loginByCallbackTicket(ctx, request.body.Ticket, requestInfo(request))),
  );

  app.get(
    '/cms/api/User/GetUserInfo',
    {
      schema: { tags: ['Identity'], summary: 'The signed-in user', response: { 200: envelopeSchema(userInfoSchema) } },
    },
    async (request) => {
      const caller = requireCaller(request);
      const info = await userInfo(ctx.db, caller.userId, caller.actingStaffUserId !== null);
      if (!info) throw new AppError('Unauthorized');
      return ok(info);
    },
  );

  app.post(
    '/cms/api/User/Logout',
    { schema: { tags: ['Identity'], summary: 'Ends this session', response: nothing } },
    async (request) => {
      await identity.logout(ctx, requireCaller(request), requestInfo(request));
      return ok(null);
    },
  );

  app.post(
    '/cms/api/User/ChangePassword',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Changes the password (needs the current one); ends the other sessions',
        body: changePasswordRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      await identity.changePassword(ctx, requireCaller(request), request.body, requestInfo(request));
      return ok(null);
    },
  );
};
