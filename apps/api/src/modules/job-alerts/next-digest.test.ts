import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './job-alerts.jobs';

describe('nextDigestAt', () => {
  it('is the next time São Paulo reads the hour (UTC−3)', () => {
    expect(nextDigestAt(new Date('2026-03-10T09:59:00Z'), 7).toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(nextDigestAt(new Date('2026-03-10T10:00:00Z'), 7).toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(nextDigestAt(new Date('2026-03-10T23:30:00Z'), 7).toISOString()).toBe('2026-03-11T10:00:00.000Z');
    // 01:00 UTC is still the previous day in São Paulo (22:00): 23h is two hours later.
    expect(nextDigestAt(new Date('2026-03-11T01:00:00Z'), 23).toISOString()).toBe('2026-03-11T02:00:00.000Z');
  });
});
