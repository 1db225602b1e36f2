// The server's logger and its one line per request. On a terminal the lines are readable (time,
// level, message); piped to a file or a log collector, or with LOG_FORMAT=json, they are pino's
// JSON. Fastify's own two request lines are replaced by one "GET /path 200 3 ms" line written when
// the response is sent; its URL has secret query parameters redacted (log-redaction.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Logger, pino } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { errorLogSerializer, redactUrl } from './log-redaction';

/** JSON or readable lines: LOG_FORMAT when set, otherwise readable only on a terminal. */
export function logFormatFor(config: Pick<Config, 'logFormat'>, isTerminal: boolean): 'json' | 'pretty' {
  return config.logFormat ?? (isTerminal ? 'pretty' : 'json');
}

export function createLogger(
  config: Pick<Config, 'logFormat' | 'logLevel'>,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Logger {
  const isTerminal = output.isTTY === true;
  // Errors are logged without the values of database queries (log-redaction.ts).
  const options = { level: config.logLevel, serializers: { err: errorLogSerializer } };
  if (logFormatFor(config, isTerminal) === 'json') return pino(options, output);
  return pino(
    options,
    pretty({
      destination: output,
      colorize: isTerminal,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      // The request line already says method, path, status and time.
      ignore: 'pid,hostname,reqId,req,res,responseTime',
    }),
  );
}

/** Whether the logger writes lines of `level` (its own level is the process's LOG_LEVEL). */
const writes = (log: FastifyBaseLogger, level: 'debug' | 'info' | 'error') =>
  (pino.levels.values[level] ?? 0) >= (pino.levels.values[log.level] ?? Number.POSITIVE_INFINITY);

/**
 * The request line, one per response: at error level for a 5xx, at info otherwise. At debug
 * level, a line when each request begins too (its method and redacted URL).
 */
export function registerRequestLog(app: FastifyInstance): void {
  // The level is the process's (LOG_LEVEL): a hook or a line that would not be written costs
  // nothing (the request line at every request is measurable under load, npm run bench).
  if (writes(app.log, 'debug')) {
    app.addHook('onRequest', async (request) => {
      request.log.debug({ req: request }, 'incoming request');
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    if (writes(request.log, level)) {
      const ms = reply.elapsedTime;
      const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
      request.log[level]({ req: request, res: reply, responseTime: ms }, line);
    }
    done();
  });
}
