import {
  ageingSchema,
  chargeListRequestSchema,
  chargePageSchema,
  chargeSchema,
  disputeStatementRequestSchema,
  envelopeSchema,
  financeIdRequestSchema,
  integrationChargeAnswerSchema,
  integrationChargeBatchAnswerSchema,
  integrationChargeBatchSchema,
  integrationChargeSchema,
  integrationPaymentSchema,
  integrationStatementAnswerSchema,
  integrationStatementSchema,
  landedCostSchema,
  PDF_CONTENT_TYPE,
  rejectChargeRequestSchema,
  statementDetailSchema,
  statementListRequestSchema,
  statementPageSchema,
  XLSX_CONTENT_TYPE,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok, requestLocale } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { attachmentDisposition } from '../files/file-names.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { callIdentity, companyParams, INTEGRATION_DESCRIPTION } from '../integration/call-identity.js';
import { statementPdf, statementWorkbook } from './export.js';
import * as finance from './service.js';

const TAGS = ['Finance'];
const externalIdParams = companyParams.extend({ externalId: z.string().trim().min(1).max(64) });
const numberParams = companyParams.extend({ number: z.string().trim().min(1).max(32) });

/** Charges, statements and payments (issue 12): the forwarder posts, the client approves and settles. */
export const financeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scopeOf = (request: FastifyRequest) => tenantScope(ctx, requireCaller(request));
  const companyOf = (request: FastifyRequest) => callerCompanyId(requireCaller(request));

  // ---- integration ----

  app.put(
    '/integration/v1/companies/:company/charges/:externalId',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Posts a charge line on a shipment, or revises it (back to pending approval)',
        description: `${INTEGRATION_DESCRIPTION} Amounts are rounded to the currency's minor units (JPY 0, KWD 3). A line on a statement or withdrawn cannot be revised (Conflict).`,
        params: externalIdParams,
        body: integrationChargeSchema,
        response: { 200: envelopeSchema(integrationChargeAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await finance.putCharge(ctx, call, request.params.externalId, request.body));
    },
  );

  app.post(
    '/integration/v1/companies/:company/charges',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Posts or revises up to 2,000 charge lines in one transaction',
        description: `${INTEGRATION_DESCRIPTION} One invalid line refuses the batch: Msg names charges[i] and the field.`,
        params: companyParams,
        body: integrationChargeBatchSchema,
        response: { 200: envelopeSchema(integrationChargeBatchAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await finance.putCharges(ctx, call, request.body.charges));
    },
  );

  app.post(
    '/integration/v1/companies/:company/charges/:externalId/withdraw',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Withdraws a charge line that is on no statement',
        description: INTEGRATION_DESCRIPTION,
        params: externalIdParams,
        response: { 200: envelopeSchema(integrationChargeAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await finance.withdrawCharge(ctx, call, request.params.externalId));
    },
  );

  app.post(
    '/integration/v1/companies/:company/statements',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Drafts a statement of approved actual lines of one currency',
        description: `${INTEGRATION_DESCRIPTION} Every line must be approved, actual, in the statement's currency and on no other statement; otherwise nothing is written and Msg names the line.`,
        params: companyParams,
        body: integrationStatementSchema,
        response: { 200: envelopeSchema(integrationStatementAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await finance.createStatement(ctx, call, request.body));
    },
  );

  app.post(
    '/integration/v1/companies/:company/statements/:number/issue',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Issues a draft statement to the client, or re-issues a disputed one',
        description: INTEGRATION_DESCRIPTION,
        params: numberParams,
        response: { 200: envelopeSchema(integrationStatementAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await finance.issueStatement(ctx, call, request.params.number));
    },
  );

  app.post(
    '/integration/v1/companies/:company/statements/:number/payments',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Records a payment against an issued statement (PartiallyPaid, or Paid when settled)',
        description: `${INTEGRATION_DESCRIPTION} More than is outstanding is refused.`,
        params: numberParams,
        body: integrationPaymentSchema,
        response: { 200: envelopeSchema(integrationStatementAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await finance.recordPayment(ctx, call, request.params.number, request.body));
    },
  );

  // ---- client ----

  app.post(
    '/client/api/Finance/GetChargePageList',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the company's charge lines, newest first, each with its difference from the estimate",
        body: chargeListRequestSchema,
        response: { 200: envelopeSchema(chargePageSchema) },
      },
    },
    async (request) => ok(await finance.listCharges(ctx, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Finance/ApproveCharge',
    {
      schema: {
        tags: TAGS,
        summary: 'Approves a charge line pending approval',
        body: financeIdRequestSchema,
        response: { 200: envelopeSchema(chargeSchema) },
      },
    },
    async (request) => ok(await finance.approveCharge(ctx, companyOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Finance/RejectCharge',
    {
      schema: {
        tags: TAGS,
        summary: 'Rejects a charge line pending approval, with the reason',
        body: rejectChargeRequestSchema,
        response: { 200: envelopeSchema(chargeSchema) },
      },
    },
    async (request) => ok(await finance.rejectCharge(ctx, companyOf(request), request.body.Id, request.body.Reason)),
  );

  app.post(
    '/client/api/Finance/GetStatementPageList',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the company's issued statements, newest first, with the overdue flag",
        body: statementListRequestSchema,
        response: { 200: envelopeSchema(statementPageSchema) },
      },
    },
    async (request) => ok(await finance.listStatements(ctx, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Finance/GetStatementDetail',
    {
      schema: {
        tags: TAGS,
        summary: 'A statement with its lines and payments',
        body: financeIdRequestSchema,
        response: { 200: envelopeSchema(statementDetailSchema) },
      },
    },
    async (request) => ok(await finance.getStatement(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Finance/ConfirmStatement',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirms an issued statement',
        body: financeIdRequestSchema,
        response: { 200: envelopeSchema(statementDetailSchema) },
      },
    },
    async (request) => ok(await finance.confirmStatement(ctx, companyOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Finance/DisputeStatement',
    {
      schema: {
        tags: TAGS,
        summary: 'Disputes an issued statement, naming the lines in dispute and why',
        body: disputeStatementRequestSchema,
        response: { 200: envelopeSchema(statementDetailSchema) },
      },
    },
    async (request) => ok(await finance.disputeStatement(ctx, companyOf(request), request.body)),
  );

  app.post(
    '/client/api/Finance/GetLandedCost',
    {
      schema: {
        tags: TAGS,
        summary: "An order's landed cost: its charges spread over its SKU units, per currency",
        description:
          "Rule dutyByValueOtherByChargeableWeight: duties and taxes (cost type 9) and cargo insurance (11) follow the SKUs' declared value, every other cost the cartons' chargeable weight (air 6,000 cm³/kg, otherwise 1 m³ = 1,000 kg), net of the forwarder's tax; the parts are exact and sum to the total.",
        body: financeIdRequestSchema,
        response: { 200: envelopeSchema(landedCostSchema) },
      },
    },
    async (request) => ok(await finance.landedCost(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Finance/GetAgeing',
    {
      schema: {
        tags: TAGS,
        summary: 'What is still owed per currency, in ageing buckets by days past the due date',
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(ageingSchema) },
      },
    },
    async (request) => ok(await finance.getAgeing(ctx, await scopeOf(request))),
  );

  app.post(
    '/client/api/Finance/ExportStatementExcel',
    {
      schema: {
        tags: TAGS,
        summary: 'The statement as an .xlsx workbook, headers in the language of the request',
        body: financeIdRequestSchema,
      },
    },
    async (request, reply) => {
      const statement = await finance.getStatement(ctx, await scopeOf(request), request.body.Id);
      const body = await statementWorkbook(statement, requestLocale(request));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`statement-${statement.Number}.xlsx`))
        .send(body);
    },
  );

  app.post(
    '/client/api/Finance/ExportStatementPdf',
    {
      schema: {
        tags: TAGS,
        summary: "The statement as a PDF to file, in the reader's language",
        body: financeIdRequestSchema,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { statement, companyName } = await finance.statementForExport(
        ctx,
        await scopeOf(request),
        request.body.Id,
        locale,
      );
      const body = await statementPdf(statement, companyName, locale);
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`statement-${statement.Number}.pdf`))
        .send(body);
    },
  );
};
