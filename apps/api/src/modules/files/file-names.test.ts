import { describe, expect, it } from 'vitest';
import { contentDisposition, safeOriginalName, withoutInvisible } from './file-names';

const BIDI = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E'].concat([
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]);

describe('file names', () => {
  it('drop every bidirectional control, C0 and C1 control and line separator', () => {
    for (const c of [...BIDI, '\u0000', '\u0009', '\u001F', '\u007F', '\u0085', '\u009F', '\u2028', '\u2029'])
      expect(withoutInvisible(`a${c}b`), `U+${c.codePointAt(0)?.toString(16)}`).toBe('ab');
    expect(withoutInvisible('Currículo Ação 2024 ✓.pdf')).toBe('Currículo Ação 2024 ✓.pdf');
  });

  it('store "cv\\u202Efdp.exe.pdf" as cvfdp.exe.pdf', () => {
    expect(safeOriginalName('cv\u202Efdp.exe.pdf', 'portfolio.pdf', ['pdf'])).toBe('cvfdp.exe.pdf');
    expect(safeOriginalName('\u202E\u2066', 'portfolio.pdf', ['pdf'])).toBe('portfolio.pdf');
    expect(safeOriginalName('foto\u200F.png', 'foto.png', ['png'])).toBe('foto.png');
  });

  it('serve a name without them in both Content-Disposition parameters', () => {
    expect(contentDisposition('attachment', 'cv\u202Efdp.exe.pdf')).toBe(
      `attachment; filename="cvfdp.exe.pdf"; filename*=UTF-8''cvfdp.exe.pdf`,
    );
    expect(contentDisposition('attachment', 'Relatório\u2067 final.pdf')).toBe(
      `attachment; filename="Relatorio final.pdf"; filename*=UTF-8''Relat%C3%B3rio%20final.pdf`,
    );
    expect(contentDisposition('inline', '\u202E')).toBe('inline');
    expect(contentDisposition('inline', '')).toBe('inline');
  });
});
