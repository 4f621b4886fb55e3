import {
  beginSignInTotpEnrolmentRequestSchema,
  beginTotpEnrolmentRequestSchema,
  confirmSignInTotpEnrolmentRequestSchema,
  confirmTotpEnrolmentRequestSchema,
  disableTotpRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loginAnswerSchema,
  secondFactorLoginRequestSchema,
  totpEnrolmentConfirmedSchema,
  totpEnrolmentSchema,
  totpStatusSchema,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import * as secondFactor from './second-factor.js';
import { confirmSignInEnrolment, loginBySecondFactor, type RequestInfo } from './service.js';
import { findUserById } from './users-repo.js';

function requestInfo(request: FastifyRequest): RequestInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], locale: requestLocale(request) };
}

/** The second factor (TOTP, RFC 6238): the sign-in's second step, enrolment, recovery codes, disabling. */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/cms/api/User/LoginBySecondFactor',
    {
      schema: {
        tags: ['Identity'],
        summary: "The sign-in's second step: an authenticator code or a recovery code",
        description:
          'Counted against the address limit and the account lockout like a password; a code is accepted once.',
        body: secondFactorLoginRequestSchema,
        response: { 200: envelopeSchema(loginAnswerSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await loginBySecondFactor(ctx, request.body, requestInfo(request))),
  );

  app.get(
    '/cms/api/User/GetTotpStatus',
    {
      schema: {
        tags: ['Identity'],
        summary: "The signed-in user's authenticator: enrolled, required",
        response: { 200: envelopeSchema(totpStatusSchema) },
      },
    },
    async (request) => {
      const user = await findUserById(ctx.db, requireCaller(request).userId);
      if (!user) throw new AppError('Unauthorized');
      return ok(await secondFactor.totpStatus(ctx, user));
    },
  );

  app.post(
    '/cms/api/User/BeginTotpEnrolment',
    {
      schema: {
        tags: ['Identity'],
        summary: 'A new authenticator secret with its QR code, to confirm with a first code',
        body: beginTotpEnrolmentRequestSchema,
        response: { 200: envelopeSchema(totpEnrolmentSchema) },
      },
    },
    async (request) => ok(await secondFactor.beginEnrolment(ctx, { caller: requireCaller(request) })),
  );

  app.post(
    '/cms/api/User/ConfirmTotpEnrolment',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Confirms the enrolment with a first code; answers the recovery codes once',
        body: confirmTotpEnrolmentRequestSchema,
        response: { 200: envelopeSchema(totpEnrolmentConfirmedSchema) },
      },
    },
    async (request) =>
      ok(
        await secondFactor.confirmEnrolment(
          ctx,
          { caller: requireCaller(request) },
          request.body.Code,
          requestInfo(request),
        ),
      ),
  );

  app.post(
    '/cms/api/User/BeginSignInTotpEnrolment',
    {
      schema: {
        tags: ['Identity'],
        summary: 'The enrolment step of a sign-in (an account that must have an authenticator): the secret',
        body: beginSignInTotpEnrolmentRequestSchema,
        response: { 200: envelopeSchema(totpEnrolmentSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await secondFactor.beginEnrolment(ctx, { pendingToken: request.body.PendingToken })),
  );

  app.post(
    '/cms/api/User/ConfirmSignInTotpEnrolment',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Confirms the enrolment step of a sign-in: the recovery codes (once) and the session',
        description: 'Counted against the address limit and the account lockout like a password.',
        body: confirmSignInTotpEnrolmentRequestSchema,
        response: { 200: envelopeSchema(totpEnrolmentConfirmedSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await confirmSignInEnrolment(ctx, request.body, requestInfo(request))),
  );

  app.post(
    '/cms/api/User/DisableTotp',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Removes the authenticator, with the password and a code',
        body: disableTotpRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await secondFactor.disableTotp(ctx, requireCaller(request), request.body, requestInfo(request));
      return ok(null);
    },
  );
};
