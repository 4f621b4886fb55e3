import {
  createGuideArticleRequestSchema,
  envelopeSchema,
  guideArticleIdQuerySchema,
  guideArticleSchema,
  guideColumnNodeSchema,
  updateGuideArticleRequestSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok, requestLocale } from '../../http/envelope.js';
import * as guide from './service.js';

/** The guide on /systemConfig/guide (spec §7 Column/GetTreeList): everyone reads it, staff admins write it. */
export const guideRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/cms/api/Column/GetTreeList',
    {
      schema: {
        tags: ['Guide'],
        summary: "The guide's sections and their articles, titles in the request language and in every language",
        response: { 200: envelopeSchema(z.array(guideColumnNodeSchema)) },
      },
    },
    async (request) => ok(await guide.getTree(ctx, requestLocale(request))),
  );

  app.get(
    '/cms/api/Column/GetDetail',
    {
      schema: {
        tags: ['Guide'],
        summary: 'One article with its text (limited HTML) in every language',
        querystring: guideArticleIdQuerySchema,
        response: { 200: envelopeSchema(guideArticleSchema) },
      },
    },
    async (request) => ok(await guide.getArticle(ctx, request.query.id)),
  );

  app.post(
    '/cms/api/Column/Create',
    {
      schema: {
        tags: ['Guide'],
        summary: 'Adds a section (no ParentId) or an article in a section',
        body: createGuideArticleRequestSchema,
        response: { 200: envelopeSchema(guideArticleSchema) },
      },
    },
    async (request) => ok(await guide.createArticle(ctx, requireCaller(request), request.body)),
  );

  app.post(
    '/cms/api/Column/Update',
    {
      schema: {
        tags: ['Guide'],
        summary: "Replaces an article's titles, text and sort order",
        body: updateGuideArticleRequestSchema,
        response: { 200: envelopeSchema(guideArticleSchema) },
      },
    },
    async (request) => ok(await guide.updateArticle(ctx, requireCaller(request), request.body)),
  );

  app.post(
    '/cms/api/Column/DeleteById',
    {
      schema: {
        tags: ['Guide'],
        summary: 'Deletes an article, or a section with its articles',
        querystring: guideArticleIdQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await guide.deleteArticle(ctx, request.query.id);
      return ok(null);
    },
  );
};
