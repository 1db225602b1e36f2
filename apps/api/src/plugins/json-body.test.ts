import { describe, expect, it } from 'vitest';
import { findNulPath } from './invalid-characters';
import { nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[[[{{{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('"just text"', 0)).toBe(false);
  });
});

describe('findNulPath', () => {
  it('names the first field holding a NUL, in document order', () => {
    expect(findNulPath({ a: 'ok', b: ['x', 'y\u0000'], c: 'z\u0000' })).toBe('b.1');
    expect(findNulPath({ a: { 'k\u0000ey': 1 } })).toBe('a.key');
    expect(findNulPath('\u0000')).toBe('');
    expect(findNulPath({ a: ['x'], b: 1 })).toBeNull();
  });

  it('walks a value 100,000 levels deep and 100,000 items wide (linear, no stack overflow)', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulPath({ deep })?.split('.').length).toBe(100_001);
    const wide = Array.from({ length: 100_000 }, (_, i) => (i === 99_999 ? '\u0000' : 'x'));
    expect(findNulPath({ wide })).toBe('wide.99999');
  });
});
