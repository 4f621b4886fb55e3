import {
  attachDocumentRequestSchema,
  containerSchema,
  dashboardSchema,
  envelopeSchema,
  etaHistorySchema,
  SHIPMENT_EXPORT_MAX_ROWS,
  shipmentDetailSchema,
  shipmentDocumentGroupSchema,
  shipmentEventsSchema,
  shipmentFilterSchema,
  shipmentIdRequestSchema,
  shipmentListRequestSchema,
  shipmentPageSchema,
  trackAnswerSchema,
  trackRequestSchema,
  XLSX_CONTENT_TYPE,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok, requestLocale } from '../../http/envelope.js';
import { attachmentDisposition } from '../files/file-names.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { streamShipmentWorkbook } from './export.js';
import * as shipments from './service.js';

const TAGS = ['Shipments'];

/** The client's shipments (issue 5): lists, detail, timeline, track search, dashboard and export. */
export const shipmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scopeOf = (request: Parameters<typeof requireCaller>[0]) => tenantScope(ctx, requireCaller(request));

  app.post(
    '/client/api/Shipment/GetPageList',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the caller's company's shipments, filtered and sorted",
        body: shipmentListRequestSchema,
        response: { 200: envelopeSchema(shipmentPageSchema) },
      },
    },
    async (request) => ok(await shipments.listShipments(ctx, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Shipment/GetDetail',
    {
      schema: {
        tags: TAGS,
        summary: 'A shipment with its references, cargo, containers and route',
        body: shipmentIdRequestSchema,
        response: { 200: envelopeSchema(shipmentDetailSchema) },
      },
    },
    async (request) => ok(await shipments.getDetail(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Shipment/GetEvents',
    {
      schema: {
        tags: TAGS,
        summary: 'The timeline: each milestone planned, estimated and actual side by side, and every event',
        body: shipmentIdRequestSchema,
        response: { 200: envelopeSchema(shipmentEventsSchema) },
      },
    },
    async (request) => ok(await shipments.getEvents(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Shipment/GetEtaHistory',
    {
      schema: {
        tags: TAGS,
        summary: 'The ETAs the shipment had: the original, each change with its delay reason, the slip in days',
        body: shipmentIdRequestSchema,
        response: { 200: envelopeSchema(etaHistorySchema) },
      },
    },
    async (request) => ok(await shipments.getEtaHistory(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Shipment/GetContainers',
    {
      schema: {
        tags: TAGS,
        summary: "The shipment's containers",
        body: shipmentIdRequestSchema,
        response: { 200: envelopeSchema(z.array(containerSchema)) },
      },
    },
    async (request) => ok(await shipments.getContainers(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Shipment/GetDocuments',
    {
      schema: {
        tags: TAGS,
        summary: "The shipment's documents grouped by Type; each Url downloads through DownloadFile",
        body: shipmentIdRequestSchema,
        response: { 200: envelopeSchema(z.array(shipmentDocumentGroupSchema)) },
      },
    },
    async (request) => ok(await shipments.getDocuments(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Shipment/AttachDocument',
    {
      schema: {
        tags: TAGS,
        summary: 'Attaches a file uploaded with UploadFile to a shipment of the same company',
        body: attachDocumentRequestSchema,
        response: { 200: envelopeSchema(z.array(shipmentDocumentGroupSchema)) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(await shipments.attachDocument(ctx, caller, await tenantScope(ctx, caller), request.body));
    },
  );

  app.post(
    '/client/api/Shipment/Track',
    {
      schema: {
        tags: TAGS,
        summary: 'Finds shipments by container number, bill of lading, air waybill, booking number or DcgNo',
        description:
          'Container numbers are checked with the ISO 6346 check digit and air waybills with the mod-7 one; a ' +
          'malformed number is refused with ValidationFailed and what is wrong with it.',
        body: trackRequestSchema,
        response: { 200: envelopeSchema(trackAnswerSchema) },
      },
    },
    async (request) => ok(await shipments.track(ctx, await scopeOf(request), request.body, requestLocale(request))),
  );

  app.post(
    '/client/api/Shipment/GetDashboard',
    {
      schema: {
        tags: TAGS,
        summary: "The dashboard's figures for the caller's company",
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(dashboardSchema) },
      },
    },
    async (request) => ok(await shipments.getDashboard(ctx, await scopeOf(request))),
  );

  app.post(
    '/client/api/Shipment/ExportExcel',
    {
      schema: {
        tags: TAGS,
        summary: `The shipments of the filter as an .xlsx file (at most ${SHIPMENT_EXPORT_MAX_ROWS} rows)`,
        description:
          `Answers ${XLSX_CONTENT_TYPE}, streamed; the web's request layer returns it whole. Needs the button ` +
          'permission CargoStatus:Export (Forbidden otherwise). Headers, Mode and Status are in the language of ' +
          'the request (Mode and Status as their TransportModeEnum and ShipmentStatusEnum labels).',
        body: shipmentFilterSchema,
      },
    },
    async (request, reply) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      const pages = shipments.shipmentsForExport(ctx, scope, request.body, SHIPMENT_EXPORT_MAX_ROWS);
      const fileName = `shipments-${ctx.clock().toISOString().slice(0, 10)}.xlsx`;
      const body = streamShipmentWorkbook(pages, requestLocale(request), (error) =>
        request.log.error({ err: error }, 'export failed'),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(fileName))
        .send(body);
    },
  );
};
