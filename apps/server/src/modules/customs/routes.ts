import {
  customsDeclarationDetailSchema,
  customsIdRequestSchema,
  customsListRequestSchema,
  customsPageSchema,
  customsUploadRequestSchema,
  envelopeSchema,
  integrationCustomsAnswerSchema,
  integrationCustomsDocumentRequestSchema,
  integrationCustomsDutiesSchema,
  integrationCustomsOpenSchema,
  integrationCustomsReviewSchema,
  integrationCustomsStatusSchema,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { callIdentity, companyParams, INTEGRATION_DESCRIPTION } from '../integration/call-identity.js';
import * as customs from './service.js';

const TAGS = ['Customs'];
const declarationParams = companyParams.extend({
  externalId: z.string().trim().min(1).max(64).describe("The declaration's id in the forwarder's system"),
});

/** Customs clearance (issue 11): the client's declarations and documents, and the forwarder's feed. */
export const customsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scopeOf = (request: FastifyRequest) => tenantScope(ctx, requireCaller(request));
  const callOf = async (request: FastifyRequest, company: string) => ({
    ...(await callIdentity(ctx, request, company)),
    apiKeyId: request.integrationKey?.id ?? null,
  });

  app.post(
    '/client/api/Customs/GetPageList',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the caller's company's customs declarations, most recently changed first",
        body: customsListRequestSchema,
        response: { 200: envelopeSchema(customsPageSchema) },
      },
    },
    async (request) => ok(await customs.listDeclarations(ctx, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Customs/GetDetail',
    {
      schema: {
        tags: TAGS,
        summary: 'A declaration with its documents, duties and every state it went through',
        body: customsIdRequestSchema,
        response: { 200: envelopeSchema(customsDeclarationDetailSchema) },
      },
    },
    async (request) => ok(await customs.getDeclaration(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Customs/UploadDocument',
    {
      schema: {
        tags: TAGS,
        summary: 'Gives a document customs asked for: a file the caller uploaded with UploadFile',
        description:
          'The document becomes Uploaded (an accepted one cannot be replaced). When it was the last document ' +
          'awaited of a declaration in Documents pending, the declaration moves to Declared.',
        body: customsUploadRequestSchema,
        response: { 200: envelopeSchema(customsDeclarationDetailSchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(await customs.uploadDocument(ctx, caller, await tenantScope(ctx, caller), request.body));
    },
  );

  const base = '/integration/v1/companies/:company/customs/:externalId';
  const integrationSchema = <T extends z.ZodType>(summary: string, body: T) => ({
    tags: ['Integration'],
    summary,
    description: INTEGRATION_DESCRIPTION,
    params: declarationParams,
    body,
    response: { 200: envelopeSchema(integrationCustomsAnswerSchema) },
  });

  app.put(
    base,
    {
      schema: integrationSchema(
        'Opens the customs declaration of a shipment and direction (Not started), asking for documents at once',
        integrationCustomsOpenSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await customs.openDeclaration(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    `${base}/documents`,
    {
      schema: integrationSchema(
        'Asks the client for a document; the client is told, and a declaration not started waits for it',
        integrationCustomsDocumentRequestSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await customs.requestDocument(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    `${base}/documents/review`,
    {
      schema: integrationSchema(
        'Accepts or rejects an uploaded document; a rejected one is asked for again',
        integrationCustomsReviewSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await customs.reviewDocument(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    `${base}/status`,
    {
      schema: integrationSchema(
        'Moves the declaration to another state of ClearanceStatusEnum, if the transition table allows it',
        integrationCustomsStatusSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await customs.moveDeclaration(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    `${base}/duties`,
    {
      schema: integrationSchema(
        'Records the duty and tax assessed (decimal strings) in one ISO 4217 currency',
        integrationCustomsDutiesSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await customs.recordDuties(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );
};
