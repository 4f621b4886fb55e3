import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

// `ticket` is the staff's single-use sign-in as a client (spec §1 callback login).
const SENSITIVE_QUERY = /token|code|password|secret|key|ticket/i;

/** Request URLs are logged with the values of sensitive query parameters removed. */
function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SENSITIVE_QUERY.test(name)) params.set(name, '[Redacted]');
  return `${path}?${params.toString()}`;
}

/** Logs go synchronously to stdout, so a fatal line before exit is never lost (pino#1183). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.Password',
          '*.token',
          '*.Token',
          // The second factor: an authenticator's secret, a sign-in's pending token, recovery codes.
          '*.Secret',
          '*.PendingToken',
          '*.RecoveryCodes',
        ],
        censor: '[Redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string; ip?: string; id: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
}
