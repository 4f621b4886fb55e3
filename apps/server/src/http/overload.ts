import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sendError } from './envelope.js';

/** How often the event loop's delay is read, and the window it is read over. */
const SAMPLE_MS = 500;
/** The histogram's own timer period: delays below it are not delays. */
const RESOLUTION_MS = 10;
/** The probes answer whatever the load: an orchestrator must not restart a busy instance. */
const EXEMPT_PATHS = new Set(['/livez', '/readyz']);

/**
 * Refuses work the process cannot take now instead of queueing it until the client gives up:
 * while the event loop stays late by more than maxDelayMs, every request but the health probes is
 * answered at once with the 503 envelope (ServiceUnavailable) and Retry-After: 1.
 * "Late" is read from perf_hooks' monitorEventLoopDelay every half second: the median of how late
 * the loop ran its timer in that window, in two windows in a row. A saturated loop is late on
 * every turn, and a request arriving then waits about that long before its first line runs. One
 * long synchronous task (a large workbook) makes one late turn: it does not refuse the requests
 * that follow once the loop is free again. 0 turns the guard off.
 */
export function registerOverloadGuard(app: FastifyInstance, maxDelayMs: number): void {
  if (maxDelayMs <= 0) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let lateBefore = false;
  let overloaded = false;
  const timer = setInterval(() => {
    const late = histogram.count > 0 && histogram.percentile(50) / 1e6 - RESOLUTION_MS > maxDelayMs;
    overloaded = late && lateBefore;
    lateBefore = late;
    histogram.reset();
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!overloaded || EXEMPT_PATHS.has(request.url.split('?', 1)[0] ?? '')) return;
    reply.header('retry-after', '1');
    return sendError(request, reply, 'ServiceUnavailable');
  });
}
