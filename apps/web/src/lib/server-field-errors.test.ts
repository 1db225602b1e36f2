import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { refusedFields, serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  const fields = ['nome', 'email', 'cpf'] as const;

  it('reads the errors list of a 422 answer', () => {
    const error = new ApiError({
      status: 422,
      detail: "Campo 'cpf': CPF inválido.",
      body: {
        detail: "Campo 'cpf': CPF inválido.",
        code: 'validation.failed',
        errors: [
          { field: 'cpf', code: 'field.invalid', message: 'CPF inválido.' },
          { field: 'email', code: 'field.invalid_format', message: 'E-mail inválido.' },
          { field: 'outro', code: 'field.invalid', message: 'x' },
        ],
      },
    });
    expect(serverFieldErrors(error, fields)).toEqual({ cpf: 'CPF inválido.', email: 'E-mail inválido.' });
    expect(refusedFields(error)[1]).toEqual({
      field: 'email',
      code: 'field.invalid_format',
      message: 'E-mail inválido.',
    });
  });

  it('never reads a field out of the detail text: without errors, no field is named', () => {
    const error = new ApiError({ status: 422, detail: "Campo 'email': E-mail inválido.", body: {} });
    expect(serverFieldErrors(error, fields)).toEqual({});
  });

  it('ignores other statuses', () => {
    const body = {
      detail: 'x',
      code: 'conflict',
      errors: [{ field: 'cpf', code: 'field.invalid', message: 'x' }],
    };
    expect(serverFieldErrors(new ApiError({ status: 409, detail: 'x', body }), fields)).toEqual({});
  });
});
