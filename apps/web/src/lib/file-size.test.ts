import { describe, expect, it } from 'vitest';
import { fileLabel, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('reads in pt-BR: comma decimals, MB from 1 MiB, KB below, at least 1 KB', () => {
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(formatFileSize(6 * 1024 * 1024)).toBe('6 MB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(12)).toBe('1 KB');
  });
  it('names a file with its size', () => {
    expect(fileLabel({ name: 'curriculo.pdf', size: 1.25 * 1024 * 1024 })).toBe('curriculo.pdf · 1,3 MB');
  });
});
