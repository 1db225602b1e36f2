// Load shedding (503 'Servidor sobrecarregado') says why in the log: one warning with the
// event-loop delay and memory when it starts, one when it stops — not one per refused request.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('load shedding', () => {
  it('logs once when it starts (with the delay and memory) and once when it stops', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: pino({ level: 'warn' }, sink), underPressure: true });
    try {
      const ping = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/ping' })).statusCode;
      let shed = 0;
      for (let round = 0; round < 10 && shed === 0; round++) {
        const end = Date.now() + 2_500;
        while (Date.now() < end) {} // the event loop held, as by a runaway request
        for (let i = 0; i < 20 && shed === 0; i++) {
          if ((await ping()) === 503) shed++;
          else await pause(50);
        }
      }
      expect(shed).toBe(1);
      for (let i = 0; i < 3; i++) await ping();
      for (let i = 0; i < 100 && !lines.join('').includes('load shedding stopped'); i++) await pause(100);
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const started = entries.filter((e) => e.msg === 'load shedding started: answering 503');
      expect(started).toHaveLength(1);
      expect(started[0]).toMatchObject({ cause: 'eventLoopDelay' });
      expect(started[0]?.eventLoopDelayMs).toBeGreaterThan(1000);
      expect(started[0]?.rssBytes).toBeGreaterThan(0);
      expect(entries.filter((e) => e.msg === 'load shedding stopped: answering again')).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 90_000);
});
