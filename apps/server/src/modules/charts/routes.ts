import {
  chartFilterSchema,
  chartStatisticsSchema,
  envelopeSchema,
  freightTrendsSchema,
  PORTAL_PAGES,
  trendFilterSchema,
  trendStatisticsSchema,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { freightTrends, spendTrend } from '../finance/statistics.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { chartStatistics, volumeTrend } from '../shipments/statistics.js';

const TAGS = ['Charts'];

/** The three chart pages (issue 12), each from the company's own shipments and charges. */
export const chartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scopeOf = (request: FastifyRequest) => tenantScope(ctx, requireCaller(request));

  app.post(
    '/client/api/Chart/GetChartStatistics',
    {
      schema: {
        tags: TAGS,
        summary: `${PORTAL_PAGES.chartStatistics.path}: shipments departed in the period by mode, lane, carrier and status; on time by lane`,
        body: chartFilterSchema,
        response: { 200: envelopeSchema(chartStatisticsSchema) },
      },
    },
    async (request) => ok(await chartStatistics(ctx.db, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Chart/GetTrendStatistics',
    {
      schema: {
        tags: TAGS,
        summary: `${PORTAL_PAGES.trendStatistics.path}: per week or month, departures and their volume by mode, and spend by cost type and currency`,
        body: trendFilterSchema,
        response: { 200: envelopeSchema(trendStatisticsSchema) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const [Volume, Spend] = await Promise.all([
        volumeTrend(ctx.db, scope, request.body),
        spendTrend(ctx.db, scope, request.body),
      ]);
      return ok({ Volume, Spend });
    },
  );

  app.post(
    '/client/api/Chart/GetFreightTrends',
    {
      schema: {
        tags: TAGS,
        summary: `${PORTAL_PAGES.freightTrends.path}: charged main-carriage rates per lane and mode over time`,
        body: trendFilterSchema,
        response: { 200: envelopeSchema(freightTrendsSchema) },
      },
    },
    async (request) => ok(await freightTrends(ctx.db, await scopeOf(request), request.body)),
  );
};
