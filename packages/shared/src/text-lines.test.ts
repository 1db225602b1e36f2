import { describe, expect, it } from 'vitest';
import { vagaInputSchema } from './job-postings';
import { candidateSignupSchema, clinicSignupSchema } from './schemas/accounts';
import { experienciaSchema, formacaoSchema, tagListSchema, textSchema } from './schemas/candidate-records';
import { contatoRequestSchema } from './schemas/contacts';
import { cleanMultiLine, isSingleLine, oneLine, SINGLE_LINE_MESSAGE } from './text-lines';

const BREAKS = ['\r', '\n', '\r\n', '\u0085', '\u2028', '\u2029', '\t', '\u0000', '\u007f', '\u001b'];
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('isSingleLine', () => {
  it('refuses every line break, control and bidirectional control, and accepts accents and symbols', () => {
    for (const c of [...BREAKS, ...BIDI])
      expect(isSingleLine(`Ana${c}Bcc: x@y.com`), JSON.stringify(c)).toBe(false);
    expect(isSingleLine('Clínica São José — Raio-X & Cia. (Unidade 2) 😀 «»')).toBe(true);
  });
});

describe('cleanMultiLine', () => {
  it('keeps line breaks (as LF) and tabs, and drops bidirectional and other controls', () => {
    expect(cleanMultiLine('a\r\nb\rc\u2028d\te')).toBe('a\nb\nc\nd\te');
    expect(cleanMultiLine(`x${BIDI.join('')}\u0000\u001b\u007fy`)).toBe('xy');
  });
});

describe('oneLine', () => {
  it('flattens anything to a single line without bidirectional controls', () => {
    expect(oneLine('Vaga "x\r\nBcc: evil@x.com\u202eabc"\n')).toBe('Vaga "x Bcc: evil@x.comabc"');
  });
});

describe('single-line fields refuse line breaks and bidirectional controls, naming the field', () => {
  const vaga = {
    titulo: 'TSB',
    tipo_profissao: 'TSB',
    descricao: 'Linha 1\r\nLinha 2\u202e',
    estado: 'SP',
    cidade: 'São Paulo',
    tipo_contrato: 'CLT',
    jornada: 'Integral',
  };
  it.each([
    ['vaga titulo', vagaInputSchema, vaga, 'titulo'],
    ['vaga cidade', vagaInputSchema, vaga, 'cidade'],
    [
      'contato nome',
      contatoRequestSchema,
      {
        nome: 'Ana',
        email: 'a@b.com',
        telefone: '11987654321',
        servico: 1,
        mensagem: 'Quero uma proposta.',
        consentimento: true,
      },
      'nome',
    ],
    [
      'contato clinica',
      contatoRequestSchema,
      {
        nome: 'Ana',
        clinica: 'C',
        email: 'a@b.com',
        telefone: '11987654321',
        servico: 1,
        mensagem: 'Quero uma proposta.',
        consentimento: true,
      },
      'clinica',
    ],
    [
      'clinic name',
      clinicSignupSchema,
      { nome_fantasia: 'Clínica', cnpj: '', telefone: '', email: '', senha: '' },
      'nome_fantasia',
    ],
    [
      'candidate name',
      candidateSignupSchema,
      { nome: 'Ana Souza', email: '', telefone: '', cpf: '', tipo_profissao: 'TSB', senha: '' },
      'nome',
    ],
    ['course', formacaoSchema, { nivel_escolaridade: 'Técnico', curso: 'Radiologia' }, 'curso'],
    ['company', experienciaSchema, { cargo: 'TSB', empresa: 'Clínica' }, 'empresa'],
  ] as const)('%s', (_label, schema, base, field) => {
    for (const bad of ['\r\nBcc: x@y.com', '\u202eoc.y@x', '\u2066x']) {
      const value = { ...base, [field]: `${(base as Record<string, string>)[field]}${bad} fim` };
      expect(issues(schema.safeParse(value))).toContainEqual([field, SINGLE_LINE_MESSAGE]);
    }
  });

  it('a list item is one line too, and a single-line textSchema trims a final line break away', () => {
    expect(issues(tagListSchema.safeParse(['Vatech', 'Planmeca\u202e']))).toEqual([
      ['1', SINGLE_LINE_MESSAGE],
    ]);
    expect(textSchema(50).parse('  Radiologia\r\n')).toBe('Radiologia');
  });

  it('multi-line fields keep their lines and lose the bidirectional controls', () => {
    const parsed = vagaInputSchema.parse(vaga);
    expect(parsed.descricao).toBe('Linha 1\nLinha 2');
    const exp = experienciaSchema.parse({ cargo: 'TSB', descricao: 'a\r\nb\u2067c' });
    expect(exp.descricao).toBe('a\nbc');
  });
});
