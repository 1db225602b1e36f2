import { describe, expect, it } from 'vitest';
import { brDateToIso, isIsoDate, isoToBrDate, maskDate, maskMonthYear } from './dates';

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['151', '15/1'],
    ['1512', '15/12'],
    ['15122', '15/12/2'],
    ['15122020', '15/12/2020'],
    ['15/12/2020', '15/12/2020'],
    ['15/12/20201999', '15/12/2020'],
    ['2020-12-15', '20/20/1215'],
    ['ab', ''],
  ])('%s -> %s', (input, expected) => expect(maskDate(input)).toBe(expected));
});

describe('maskMonthYear', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['03', '03'],
    ['032', '03/2'],
    ['032021', '03/2021'],
    ['03/2021', '03/2021'],
    ['0320219', '03/2021'],
  ])('%s -> %s', (input, expected) => expect(maskMonthYear(input)).toBe(expected));
});

describe('brDateToIso and isoToBrDate', () => {
  it('turns a typed date into ISO and back', () => {
    expect(brDateToIso('10/05/1990')).toBe('1990-05-10');
    expect(isoToBrDate('1990-05-10')).toBe('10/05/1990');
    expect(isoToBrDate('1990-05-10T00:00:00Z')).toBe('10/05/1990');
  });

  it('refuses a partial or impossible date', () => {
    expect(brDateToIso('10/05/199')).toBeNull();
    expect(brDateToIso('31/02/2020')).toBeNull();
    expect(brDateToIso('29/02/2021')).toBeNull();
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(brDateToIso('00/01/2020')).toBeNull();
  });

  it('leaves text that is not ISO as it is', () => {
    expect(isoToBrDate('10/05')).toBe('10/05');
    expect(isoToBrDate('')).toBe('');
  });

  it('checks ISO dates against the calendar', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
  });
});
