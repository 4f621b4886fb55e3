import {
  deleteColumnSettingsQuerySchema,
  envelopeSchema,
  getColumnSettingsRequestSchema,
  updateColumnSettingsRequestSchema,
  userColumnSettingsSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import * as columnSettings from './service.js';

/** Each user's choice, order and widths of table columns (spec §7 CfgUserDiyColumn). */
export const columnSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/cms/api/CfgUserDiyColumn/GetList',
    {
      schema: {
        tags: ['Column settings'],
        summary: "The caller's saved columns of a table (an empty list: the default columns)",
        body: getColumnSettingsRequestSchema,
        response: { 200: envelopeSchema(z.array(userColumnSettingsSchema)) },
      },
    },
    async (request) => ok(await columnSettings.listSettings(ctx, requireCaller(request), request.body.TableKey)),
  );

  app.post(
    '/cms/api/CfgUserDiyColumn/Update',
    {
      schema: {
        tags: ['Column settings'],
        summary: "Saves the caller's columns of a table, replacing what was saved",
        body: updateColumnSettingsRequestSchema,
        response: { 200: envelopeSchema(userColumnSettingsSchema) },
      },
    },
    async (request) => ok(await columnSettings.saveSettings(ctx, requireCaller(request), request.body)),
  );

  app.post(
    '/cms/api/CfgUserDiyColumn/DeleteById',
    {
      schema: {
        tags: ['Column settings'],
        summary: "Deletes one of the caller's saved configurations: the table goes back to its default columns",
        querystring: deleteColumnSettingsQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await columnSettings.deleteSettings(ctx, requireCaller(request), request.query.id);
      return ok(null);
    },
  );
};
