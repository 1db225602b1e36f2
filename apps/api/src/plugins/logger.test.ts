import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers } from './log-redaction';
import { createLogger, logFormatFor, registerRequestLog } from './logger';

/** A stream that keeps what is written, posing as a terminal or not. */
function sink(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _enc, done) {
        chunks.push(chunk.toString());
        done();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => chunks.join('') };
}

describe('logFormatFor', () => {
  it('is readable on a terminal and JSON when piped, unless LOG_FORMAT says', () => {
    expect(logFormatFor({ logFormat: undefined }, true)).toBe('pretty');
    expect(logFormatFor({ logFormat: undefined }, false)).toBe('json');
    expect(logFormatFor({ logFormat: 'json' }, true)).toBe('json');
    expect(logFormatFor({ logFormat: 'pretty' }, false)).toBe('pretty');
  });
});

describe('the request line', () => {
  async function request(isTTY: boolean, logFormat?: 'json' | 'pretty', logLevel: 'info' | 'debug' = 'info') {
    const out = sink(isTTY);
    const app = Fastify({
      // As app.ts does: the request serializer redacts the URL.
      loggerInstance: createLogger({ logLevel, logFormat }, out.stream).child(
        {},
        { serializers: logSerializers },
      ) as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get('/api/v1/ping', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/v1/ping?token=abc' });
    await app.close();
    return out.text();
  }

  it('is one short readable line on a terminal, with the secret parameter redacted', async () => {
    const text = await request(true);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\S*\[\d\d:\d\d:\d\d\]\S* \S*INFO\S*.*GET \/api\/v1\/ping\?token=\[redacted\] 200 [\d.]+ ms/,
    );
    expect(text).not.toContain('{');
  });

  it('is one JSON object per request when piped', async () => {
    const lines = (await request(false)).trim().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string);
    expect(entry.msg).toMatch(/^GET \/api\/v1\/ping\?token=\[redacted\] 200 [\d.]+ ms$/);
    expect(entry.res.statusCode).toBe(200);
    expect(typeof entry.responseTime).toBe('number');
  });

  it('at debug level also says when each request begins', async () => {
    const lines = (await request(false, 'json', 'debug')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'incoming request',
      expect.stringMatching(/^GET \/api\/v1\/ping\?token=\[redacted\] 200/),
    ]);
    expect(JSON.parse(lines[0] as string).req.url).toBe('/api/v1/ping?token=[redacted]');
  });
});
