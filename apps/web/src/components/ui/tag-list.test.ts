import { describe, expect, it } from 'vitest';
import { addTag, hasTag, remainingOptions, removeTagAt } from './tag-list';

describe('addTag', () => {
  it('adds a trimmed value at the end', () => {
    expect(addTag(['Cfaz'], '  Proradis ')).toEqual(['Cfaz', 'Proradis']);
  });

  it('ignores blank values and returns the same list', () => {
    const list = ['Cfaz'];
    expect(addTag(list, '')).toBe(list);
    expect(addTag(list, '   ')).toBe(list);
  });

  it('ignores duplicates case-insensitively by default (candidate pick lists)', () => {
    const list = ['Radiomemory (IDOC)'];
    expect(addTag(list, 'radiomemory (idoc)')).toBe(list);
    expect(addTag(list, ' RADIOMEMORY (IDOC) ')).toBe(list);
    expect(addTag(['Órtese'], 'órtese')).toEqual(['Órtese']);
  });

  it('compares exactly for the technologist lists', () => {
    expect(addTag(['Carestream'], 'carestream', 'exact')).toEqual(['Carestream', 'carestream']);
    const list = ['Carestream'];
    expect(addTag(list, ' Carestream ', 'exact')).toBe(list);
  });
});

describe('removeTagAt', () => {
  it('removes only the item at the index', () => {
    expect(removeTagAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('keeps the list when the index is out of range', () => {
    const list = ['a'];
    expect(removeTagAt(list, 3)).toBe(list);
    expect(removeTagAt(list, -1)).toBe(list);
  });
});

describe('hasTag and remainingOptions', () => {
  it('tells whether a value is present under each comparison', () => {
    expect(hasTag(['Cfaz'], 'CFAZ')).toBe(true);
    expect(hasTag(['Cfaz'], 'CFAZ', 'exact')).toBe(false);
  });

  it('offers only the options not yet chosen, keeping the free-entry option', () => {
    expect(
      remainingOptions(['Cfaz', 'Cdt', 'Outros'], ['cfaz', 'Outros'], 'case-insensitive', 'Outros'),
    ).toEqual(['Cdt', 'Outros']);
    expect(remainingOptions(['Cfaz', 'Cdt'], ['cfaz'], 'exact')).toEqual(['Cfaz', 'Cdt']);
  });
});
