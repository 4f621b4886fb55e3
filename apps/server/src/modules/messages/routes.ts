import {
  clientMessageListRequestSchema,
  clientMessagePageSchema,
  clientMessageViewAnswerSchema,
  clientMessageViewRequestSchema,
  envelopeSchema,
  MESSAGE_STREAM_EVENT,
  MESSAGE_STREAM_HEARTBEAT_SECONDS,
  sendClientMessageAnswerSchema,
  sendClientMessageRequestSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok, requestLocale } from '../../http/envelope.js';
import { tenantScope } from '../identity/tenant-scope.js';
import * as messages from './service.js';
import { createMessageStreams } from './stream.js';

/** The message centre (spec §3 Message, §4, §7): the caller's messages, marking them read, a live stream. */
export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const streams = createMessageStreams(ctx);
  // Before the server stops accepting: an open stream would otherwise hold the close forever.
  app.addHook('preClose', () => streams.closeAll());

  app.post(
    '/client/api/ClientPush/GetClientMessagePageList',
    {
      schema: {
        tags: ['Messages'],
        summary: "The caller's messages, newest first",
        description: 'The web sends it to /oms/api/... and rewrites /oms/ to /client/ (spec §7).',
        body: clientMessageListRequestSchema,
        response: { 200: envelopeSchema(clientMessagePageSchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(
        await messages.listMessages(ctx, caller, await tenantScope(ctx, caller), request.body, requestLocale(request)),
      );
    },
  );

  app.post(
    '/client/api/ClientPush/ClientMessageView',
    {
      schema: {
        tags: ['Messages'],
        summary: "Marks the caller's own messages among the ids read",
        description: 'Ids of other users or of no message are ignored, and answered the same way.',
        body: clientMessageViewRequestSchema,
        response: { 200: envelopeSchema(clientMessageViewAnswerSchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(await messages.markRead(ctx, caller, await tenantScope(ctx, caller), request.body.Parameter));
    },
  );

  app.get(
    '/client/api/ClientPush/Stream',
    {
      schema: {
        tags: ['Messages'],
        summary: "The caller's new messages as they arrive (server-sent events)",
        description:
          `text/event-stream: one "${MESSAGE_STREAM_EVENT}" event per new message, its data the message JSON; ` +
          `a comment every ${MESSAGE_STREAM_HEARTBEAT_SECONDS} s. Authenticated by the Bearer header, so read ` +
          'it with fetch; when it ends, reconnect and reload the list.',
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const body = await streams.open(caller.userId, await tenantScope(ctx, caller), requestLocale(request));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );

  app.post(
    '/cms/api/Staff/SendClientMessage',
    {
      schema: {
        tags: ['Staff'],
        summary: 'Sends a notice to every enabled user of a client company the caller serves',
        body: sendClientMessageRequestSchema,
        response: { 200: envelopeSchema(sendClientMessageAnswerSchema) },
      },
    },
    async (request) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      return ok(
        await messages.sendToCompany(ctx, scope, request.body, request.body.MessageLanguage ?? requestLocale(request)),
      );
    },
  );
};
