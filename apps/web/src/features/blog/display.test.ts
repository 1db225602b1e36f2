import { describe, expect, it } from 'vitest';
import { formatPostDate, fromLocalInput, readingTimeLabel, toLocalInput } from './display';

describe('blog display', () => {
  it('dates in Brasília time, whatever the machine zone', () => {
    // 02:30 UTC on the 6th is still the 5th in Brasília.
    expect(formatPostDate('2026-03-06T02:30:00Z')).toBe('5 de março de 2026');
  });
  it('the schedule field reads and writes Brasília time', () => {
    expect(fromLocalInput('2026-12-01T09:30')).toBe('2026-12-01T12:30:00.000Z');
    expect(toLocalInput('2026-12-01T12:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(fromLocalInput('')).toBeNull();
  });
  it("'X min de leitura'", () => {
    expect(readingTimeLabel(4)).toBe('4 min de leitura');
  });
});
