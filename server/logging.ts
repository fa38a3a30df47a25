/**
 * The process's one logger (pino, the library Fastify logs with). A server hands it to Fastify,
 * which logs each request through a child of it; background work (the queue, executors, their
 * supervisor, the collection scheduler, the file sweeper) logs through children named by their
 * part (`{"part":"queue"}`), so every line of a process is one JSON object on stdout at the
 * level LOG_LEVEL sets. A request is logged without its headers (Fastify's way) and without the
 * values of its query string: links carry one-time secrets there (`/auth/v1/verify?token=…`,
 * OpenID Connect's `code`), and a log must never hold a secret. Background lines hold none by
 * their callers' care (job ids, counts, error messages).
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The levels LOG_LEVEL may name, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** A request's address with every query value replaced: `/a?token=x&type=y` → `/a?token=…&type=…`. */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; headers?: Record<string, unknown>; socket?: { remotePort?: number } };

/** Fastify's own request serializer, but with the query values left out. */
const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: withoutQueryValues(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Lines go to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return destination ? pino({ level, serializers }, destination) : pino({ level, serializers });
}
