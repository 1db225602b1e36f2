import { describe, expect, it } from 'vitest';
import { yearOf } from './year';

describe('yearOf', () => {
  it.each([
    ['2020', 2020],
    [' 2019 ', 2019],
    ['2018-06-30', 2018],
    ['2017-06', 2017],
    ['2016-01-02T10:00:00Z', 2016],
    ['30/06/2015', 2015],
    ['1/2/2014', 2014],
    [2013, 2013],
    ['', null],
    ['abc', null],
    ['20/2020/1', null],
    [null, null],
    [12.5, null],
  ])('%s -> %s', (input, expected) => expect(yearOf(input as string | number | null)).toBe(expected));
});
