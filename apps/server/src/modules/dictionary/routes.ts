import {
  dictItemsByParentCodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  getDictItemsRequestSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok, requestLocale } from '../../http/envelope.js';
import { getItemsByParentCodes } from './service.js';

export const dictionaryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/cms/api/BaseData/GetDictItemByParentCode',
    {
      schema: {
        tags: ['Dictionary'],
        summary: 'Dictionary items of the given parent codes, keyed by parent code',
        body: getDictItemsRequestSchema,
        response: { 200: envelopeSchema(dictItemsByParentCodeSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await getItemsByParentCodes(db, request.body.parentCode, requestLocale(request))),
  );
};
