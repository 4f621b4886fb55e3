import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, ConfigError } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { registerAuth } from './http/auth.js';
import { sendError } from './http/envelope.js';
import { frameworkAnswerOptions, isApiPath, registerErrorHandling } from './http/error-handling.js';
import { registerTrimmedJsonParser } from './http/json-body.js';
import { registerOverloadGuard } from './http/overload.js';
import { securityHeaders } from './http/security-headers.js';
import { responseSerializerCompiler } from './http/serialization.js';
import { validatorCompiler } from './http/validation.js';
import { actionInboxRoutes } from './modules/action-inbox/routes.js';
import { bookingDocumentRoutes, bookingRoutes } from './modules/bookings/routes.js';
import { chartRoutes } from './modules/charts/routes.js';
import { recordClientApiCall, resolveClientApiKey } from './modules/client-api/keys.js';
import { clientApiRoutes } from './modules/client-api/routes.js';
import { createWebhookDispatcher } from './modules/client-api/webhooks.js';
import { clientUserRoutes } from './modules/client-users/routes.js';
import { columnSettingsRoutes } from './modules/column-settings/routes.js';
import { customsRoutes } from './modules/customs/routes.js';
import { deliveryRoutes } from './modules/delivery/routes.js';
import { dictionaryRoutes } from './modules/dictionary/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { financeRoutes } from './modules/finance/routes.js';
import { guideRoutes } from './modules/guide/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { recordActingWrite } from './modules/identity/audit-log.js';
import { createCallerCache } from './modules/identity/caller-cache.js';
import { identityRoutes } from './modules/identity/routes.js';
import { secondFactorRoutes } from './modules/identity/second-factor-routes.js';
import { resolveCaller } from './modules/identity/sessions.js';
import { createSmsProvider, type SmsProvider } from './modules/identity/sms-provider.js';
import { resolveApiKey } from './modules/integration/api-keys.js';
import { integrationRoutes } from './modules/integration/routes.js';
import { locationRoutes } from './modules/locations/routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { createMessageBus, type MessageBus } from './modules/messages/bus.js';
import { messageRoutes } from './modules/messages/routes.js';
import { catalogueRoutes } from './modules/orders/catalogue-routes.js';
import { orderDocumentRoutes } from './modules/orders/document-routes.js';
import { orderIntegrationRoutes } from './modules/orders/integration-routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { orderStaffRoutes } from './modules/orders/staff-routes.js';
import { permissionRoutes } from './modules/permissions/routes.js';
import { portalRoutes } from './modules/portal/routes.js';
import { isPrivateDeployment } from './modules/portal/service.js';
import { pushSettingsRoutes } from './modules/push-settings/routes.js';
import { returnsRoutes } from './modules/returns/routes.js';
import { shipmentRoutes } from './modules/shipments/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { supplierRoutes } from './modules/supplier/routes.js';
import { PUBLIC_DIR } from './paths.js';
import { createSecretBox } from './secret-box.js';

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  /** The current time; tests move it to check timeouts. */
  clock?: () => Date;
  sms?: SmsProvider;
  /** Defaults to LISTEN/NOTIFY on PostgreSQL and an in-process fan-out on PGlite; closed with the app. */
  messageBus?: MessageBus;
  /** The built web app; defaults to the server's public folder (absent in API-only tests). */
  publicDir?: string;
  /**
   * Parse every answer with its zod contract before it is sent, and check that the compiled
   * serializer writes the same (http/serialization.ts). Tests turn it on; by default, outside
   * production only.
   */
  checkAnswers?: boolean;
}

/** Builds the Fastify instance; used by main.ts and by the tests (through inject). */
export async function buildApp({
  config,
  database,
  logger,
  clock = () => new Date(),
  sms,
  messageBus = createMessageBus(database, logger),
  publicDir = PUBLIC_DIR,
  checkAnswers = config.NODE_ENV !== 'production',
}: AppOptions) {
  const base = Fastify({
    loggerInstance: logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Keep-alive connections that sit idle are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    ...frameworkAnswerOptions,
  });
  base.setValidatorCompiler(validatorCompiler);
  base.setSerializerCompiler(responseSerializerCompiler({ check: checkAnswers }));
  registerTrimmedJsonParser(base);
  registerErrorHandling(base);
  if (!config.SECRETS_KEY) throw new ConfigError('Invalid configuration:\n  SECRETS_KEY: required');
  const secrets = createSecretBox(config.SECRETS_KEY, config.SECRETS_KEY_PREVIOUS);
  const ctx: AppContext = {
    db: database.db,
    config,
    clock,
    secrets,
    sms: sms ?? createSmsProvider(config, database.db, logger),
    messageBus,
    callers: createCallerCache(database, config.CALLER_CACHE_MS, logger),
    mailer: createMailer({ db: database.db, config, clock, log: logger }),
    webhooks: createWebhookDispatcher({ db: database.db, config, clock, secrets, log: logger }),
    log: logger,
  };
  base.addHook('onClose', async () => {
    await messageBus.close();
    await ctx.callers.close();
    await ctx.mailer.close();
    await ctx.webhooks.close();
  });
  // The services' context, for tests that call a service as the app does.
  base.decorate('context', ctx);
  registerAuth(base, {
    resolveCaller: (token, request) => resolveCaller(ctx, token, isPrivateDeployment(request, ctx.config)),
    resolveApiKey: (key) => resolveApiKey(ctx, key),
    recordActingWrite: (caller, action) => recordActingWrite(ctx, caller, action),
    resolveClientApiKey: (key) => resolveClientApiKey(ctx, key),
    recordClientApiCall: (key, action) => recordClientApiCall(ctx, key, action),
  });
  const app = base.withTypeProvider<ZodTypeProvider>();

  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  registerOverloadGuard(app, config.MAX_EVENT_LOOP_DELAY_MS);
  app.addHook('onSend', async (request, reply) => {
    // API answers carry client data: never store them in a shared or browser cache.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portside API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {ErrorCode, Msg, Body}: ErrorCode 0 or 101 is success, 3 is an expired or missing session ("Unauthorized access").',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document stays built (app.swagger()); only its public address depends on the setting.
  if (config.API_DOCS_PUBLIC) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { database });
  await app.register(dictionaryRoutes, { db: database.db });
  await app.register(portalRoutes, { ctx });
  await app.register(identityRoutes, { ctx });
  await app.register(secondFactorRoutes, { ctx });
  await app.register(permissionRoutes, { ctx });
  await app.register(clientUserRoutes, { ctx });
  await app.register(staffRoutes, { ctx });
  await app.register(messageRoutes, { ctx });
  await app.register(feedbackRoutes, { ctx });
  await app.register(fileRoutes, { ctx });
  await app.register(columnSettingsRoutes, { ctx });
  await app.register(pushSettingsRoutes, { ctx });
  await app.register(guideRoutes, { ctx });
  await app.register(locationRoutes);
  await app.register(shipmentRoutes, { ctx });
  await app.register(financeRoutes, { ctx });
  await app.register(chartRoutes, { ctx });
  await app.register(actionInboxRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(orderIntegrationRoutes, { ctx });
  await app.register(orderDocumentRoutes, { ctx });
  await app.register(orderStaffRoutes, { ctx });
  await app.register(integrationRoutes, { ctx });
  await app.register(catalogueRoutes, { ctx });
  await app.register(customsRoutes, { ctx });
  await app.register(deliveryRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(bookingDocumentRoutes, { ctx });
  await app.register(returnsRoutes, { ctx });
  await app.register(supplierRoutes, { ctx });
  await app.register(clientApiRoutes, { ctx });

  const hasWebApp = fs.existsSync(path.join(publicDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: publicDir,
      index: ['index.html'],
      // The build writes .br and .gz beside each text asset: sent by Accept-Encoding, never compressed per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change under one name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // History-mode routing: every path that is not the API serves the app, whose router shows /404.
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 'NotFound');
  });

  return app;
}
