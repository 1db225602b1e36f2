import { enderecoSchema, formacaoSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { resolverOf, rowListResolverOf } from './form-check';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('the profile dialogs check their forms with the shared schemas', () => {
  it('refuses a short CEP beside its field, in the schema words', async () => {
    const resolve = resolverOf(enderecoSchema);
    const result = await resolve({ cep: '123', estado: 'SP' }, undefined, options);
    expect(result.errors).toMatchObject({ cep: { message: 'CEP inválido: informe 8 dígitos.' } });
    const good = await resolve({ cep: '11060-001', estado: 'SP' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ cep: '11060-001', estado: 'SP' });
  });

  it('checks each row of a list but a new blank one, at its row', async () => {
    type Row = { rowId: number | null; nivel_escolaridade: string; curso: string };
    const resolve = rowListResolverOf<Row>(formacaoSchema, (row) => !row.nivel_escolaridade && !row.curso);
    const result = await resolve(
      {
        rows: [
          { rowId: 3, nivel_escolaridade: 'Tecnólogo', curso: 'Radiologia' },
          { rowId: null, nivel_escolaridade: '', curso: 'Radiologia' },
          { rowId: null, nivel_escolaridade: '', curso: '' },
        ],
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      rows: [
        undefined,
        { nivel_escolaridade: expect.objectContaining({ message: 'Selecione o nível de escolaridade.' }) },
      ],
    });
  });
});
