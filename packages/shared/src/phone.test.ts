import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phone';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11 98765 43219999', '(11) 98765-4321'],
    ['abc', ''],
  ])('%s -> %s', (input, expected) => expect(maskPhone(input)).toBe(expected));

  it('keeps at most 11 digits', () => expect(phoneDigits('1234567890123')).toBe('12345678901'));
});
