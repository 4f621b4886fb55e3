import { envelopeSchema, locationSearchItemSchema, locationSearchRequestSchema } from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { searchLocations } from './service.js';

/** Ports, rail terminals (UN/LOCODE) and airports (IATA) with their names and coordinates. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client/api/Location/Search',
    {
      schema: {
        tags: ['Reference data'],
        summary: 'Finds ports, rail terminals and airports by code or by the start of their name',
        body: locationSearchRequestSchema,
        response: { 200: envelopeSchema(z.array(locationSearchItemSchema)) },
      },
    },
    async (request) => ok(searchLocations(request.body.Keyword, request.body.Kind ?? null, request.body.Limit)),
  );
};
