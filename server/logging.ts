/**
 * The process's one logger (pino, the library Fastify logs with). A server hands it to Fastify,
 * which logs each request through a child of it; background work (the queue, executors, their
 * supervisor, the collection scheduler, the file sweeper) logs through children named by their
 * part (`{"part":"queue"}`), so every line of a process is one JSON object on stdout at the
 * level LOG_LEVEL sets. Fastify's request logging redacts nothing (its default serializers
 * leave headers out), and neither does this: what is logged holds no secrets, by the callers'
 * care (job ids, counts, error messages).
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The levels LOG_LEVEL may name, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Lines go to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}
