import {
  addressInputSchema,
  addressListRequestSchema,
  addressPageSchema,
  addressSchema,
  addressUpdateSchema,
  type ConformanceFinding,
  catalogueIdRequestSchema,
  conformanceRequestSchema,
  conformanceResultSchema,
  ERRORS,
  envelopeSchema,
  type Locale,
  productInputSchema,
  productListRequestSchema,
  productPageSchema,
  productSchema,
  productUpdateSchema,
  warehouseListRequestSchema,
  warehousePageSchema,
  warehouseSchema,
  warehouseSearchRequestSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok, requestLocale } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { tenantScope } from '../identity/tenant-scope.js';
import * as catalogue from './catalogue-service.js';
import { checkWaresConformance, unknownWarehouseFinding } from './conformance.js';

const PRODUCT_TAGS = ['Products'];
const ADDRESS_TAGS = ['Addresses'];
const WAREHOUSE_TAGS = ['Warehouses'];

const CARTON_WORD: Record<Locale, string> = { 'zh-CN': '箱', 'en-US': 'carton', 'fr-FR': 'carton', 'de-DE': 'Karton' };

/** "carton 3, WeightKg: …" — where a finding is, for the envelope's message. */
function describeFinding(finding: ConformanceFinding, locale: Locale): string {
  const place =
    finding.CartonNo === undefined ? finding.Field : `${CARTON_WORD[locale]} ${finding.CartonNo}, ${finding.Field}`;
  return `${place}: ${finding.Message}`;
}

/**
 * The order desk's catalogue (issue 10): the company's products and addresses, the forwarder's
 * warehouses, and the warehouse business check of an order's cartons.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scopeOf = (request: Parameters<typeof requireCaller>[0]) => tenantScope(ctx, requireCaller(request));
  const companyOf = (request: Parameters<typeof requireCaller>[0]) => callerCompanyId(requireCaller(request));
  const done = envelopeSchema(z.null());

  app.post(
    '/client/api/Product/GetPageList',
    {
      schema: {
        tags: PRODUCT_TAGS,
        summary: "A page of the company's product catalogue, by SKU or by last change",
        body: productListRequestSchema,
        response: { 200: envelopeSchema(productPageSchema) },
      },
    },
    async (request) => ok(await catalogue.listProducts(ctx.db, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Product/Create',
    {
      schema: {
        tags: PRODUCT_TAGS,
        summary: 'Adds a product; its SKU must be new to the company (Conflict otherwise)',
        body: productInputSchema,
        response: { 200: envelopeSchema(productSchema) },
      },
    },
    async (request) => ok(await catalogue.createProduct(ctx.db, ctx.clock(), companyOf(request), request.body)),
  );

  app.post(
    '/client/api/Product/Update',
    {
      schema: {
        tags: PRODUCT_TAGS,
        summary: 'Changes a product of the company',
        body: productUpdateSchema,
        response: { 200: envelopeSchema(productSchema) },
      },
    },
    async (request) => ok(await catalogue.updateProduct(ctx.db, ctx.clock(), companyOf(request), request.body)),
  );

  app.post(
    '/client/api/Product/Delete',
    {
      schema: {
        tags: PRODUCT_TAGS,
        summary: 'Removes a product from the catalogue (orders keep their SKU lines)',
        body: catalogueIdRequestSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await catalogue.deleteProduct(ctx.db, companyOf(request), request.body.Id);
      return ok(null);
    },
  );

  app.post(
    '/client/api/Address/GetPageList',
    {
      schema: {
        tags: ADDRESS_TAGS,
        summary: "A page of the company's pickup and sender addresses, newest first",
        body: addressListRequestSchema,
        response: { 200: envelopeSchema(addressPageSchema) },
      },
    },
    async (request) => ok(await catalogue.listAddresses(ctx.db, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Address/Create',
    {
      schema: {
        tags: ADDRESS_TAGS,
        summary: 'Adds an address; a new default of its kind replaces the previous one',
        body: addressInputSchema,
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (request) => ok(await catalogue.createAddress(ctx.db, ctx.clock(), companyOf(request), request.body)),
  );

  app.post(
    '/client/api/Address/Update',
    {
      schema: {
        tags: ADDRESS_TAGS,
        summary: 'Changes an address of the company',
        body: addressUpdateSchema,
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (request) => ok(await catalogue.updateAddress(ctx.db, ctx.clock(), companyOf(request), request.body)),
  );

  app.post(
    '/client/api/Address/Delete',
    {
      schema: {
        tags: ADDRESS_TAGS,
        summary: 'Removes an address of the company',
        body: catalogueIdRequestSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await catalogue.deleteAddress(ctx.db, companyOf(request), request.body.Id);
      return ok(null);
    },
  );

  app.post(
    '/client/api/Warehouse/GetPageList',
    {
      schema: {
        tags: WAREHOUSE_TAGS,
        summary: "A page of the forwarder's warehouses by code: origin warehouses, FBA centres, overseas warehouses",
        body: warehouseListRequestSchema,
        response: { 200: envelopeSchema(warehousePageSchema) },
      },
    },
    async (request) => ok(await catalogue.listWarehouses(ctx.db, request.body)),
  );

  app.post(
    '/client/api/Warehouse/Search',
    {
      schema: {
        tags: WAREHOUSE_TAGS,
        summary: "The destination picker's search: an exact code first, then codes by prefix, then names and cities",
        body: warehouseSearchRequestSchema,
        response: { 200: envelopeSchema(z.array(warehouseSchema)) },
      },
    },
    async (request) => ok(await catalogue.searchWarehouses(ctx.db, request.body)),
  );

  app.post(
    '/client/api/Order/CheckWaresConformance',
    {
      schema: {
        tags: ['Orders'],
        summary: "The warehouse business check of an order's cartons before it is submitted",
        description:
          'ErrorCode 0: no findings. ErrorCode 100 (HTTP 422): warnings only, in Body.Warnings, for the user to ' +
          'confirm (spec §8 hands 100 back to the caller of this URL). ValidationFailed (HTTP 400): errors the ' +
          'order must fix, in Body.Errors, each naming the carton and the field; Msg names the first. Messages are ' +
          'in the language of the request; conformance.ts names the rules and their sources.',
        body: conformanceRequestSchema,
        response: {
          200: envelopeSchema(conformanceResultSchema),
          400: envelopeSchema(conformanceResultSchema.nullable()),
          422: envelopeSchema(conformanceResultSchema),
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const companyId = companyOf(request);
      const input = request.body;
      const skus = input.Cartons.flatMap((carton) => carton.Items.map((item) => item.Sku));
      const [products, destination] = await Promise.all([
        catalogue.findProductsBySku(ctx.db, companyId, skus),
        input.DestinationWarehouseCode ? catalogue.findWarehouse(ctx.db, input.DestinationWarehouseCode) : undefined,
      ]);
      const result = checkWaresConformance(input, products, locale);
      if (input.DestinationWarehouseCode && !destination) {
        result.Errors.unshift(unknownWarehouseFinding(input.DestinationWarehouseCode, locale));
      }
      const [firstError] = result.Errors;
      if (firstError) {
        const entry = ERRORS.ValidationFailed;
        return reply.code(entry.HttpStatus).send({
          ErrorCode: entry.ErrorCode,
          Msg: `${entry.Msg[locale]}: ${describeFinding(firstError, locale)}`,
          Body: result,
        });
      }
      if (result.Warnings.length > 0) {
        const entry = ERRORS.BusinessCheckFailed;
        return reply.code(entry.HttpStatus).send({ ErrorCode: entry.ErrorCode, Msg: entry.Msg[locale], Body: result });
      }
      return ok(result);
    },
  );
};
