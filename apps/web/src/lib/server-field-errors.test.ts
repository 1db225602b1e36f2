import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  const fields = ['nome', 'email', 'cpf'] as const;

  it('reads the errors list of a 422 answer', () => {
    const error = new ApiError({
      status: 422,
      detail: "Campo 'cpf': CPF inválido.",
      body: {
        detail: "Campo 'cpf': CPF inválido.",
        errors: [
          { field: 'cpf', message: 'CPF inválido.' },
          { field: 'email', message: 'E-mail inválido.' },
          { field: 'outro', message: 'x' },
        ],
      },
    });
    expect(serverFieldErrors(error, fields)).toEqual({ cpf: 'CPF inválido.', email: 'E-mail inválido.' });
  });

  it('reads the field named in the detail', () => {
    const error = new ApiError({ status: 422, detail: "Campo 'email': E-mail inválido.", body: {} });
    expect(serverFieldErrors(error, fields)).toEqual({ email: 'E-mail inválido.' });
  });

  it('ignores other statuses', () => {
    expect(serverFieldErrors(new ApiError({ status: 409, detail: "Campo 'cpf': x" }), fields)).toEqual({});
  });
});
