import { describe, expect, it } from 'vitest';
import { aboutSectionFor, serviceSectionFor } from './section-scroll';

describe('aboutSectionFor', () => {
  it('maps the menu entries to the section ids', () => {
    expect(aboutSectionFor('quemsomos')).toBe('quemsomo');
    expect(aboutSectionFor('quemsomo')).toBe('quemsomo');
    expect(aboutSectionFor('missao')).toBe('missao');
    expect(aboutSectionFor('MISSAO')).toBe('missao');
    expect(aboutSectionFor('fundadores')).toBe('fundadores');
  });

  it('ignores a missing or unknown parameter', () => {
    expect(aboutSectionFor(undefined)).toBeNull();
    expect(aboutSectionFor('contato')).toBeNull();
  });
});

describe('serviceSectionFor', () => {
  it('accepts the block numbers 1 to 14', () => {
    expect(serviceSectionFor('1', 14)).toBe('1');
    expect(serviceSectionFor('14', 14)).toBe('14');
  });

  it('rejects anything else', () => {
    for (const value of [undefined, '', '0', '15', '07x', '-1', '1.5', 'abc']) {
      expect(serviceSectionFor(value, 14)).toBeNull();
    }
  });
});
