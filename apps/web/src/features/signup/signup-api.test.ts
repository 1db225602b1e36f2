import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { CANDIDATE_MESSAGES, CLINIC_MESSAGES } from './form-rules';
import { serverFieldErrors, signupErrorMessage } from './signup-api';

describe('signupErrorMessage', () => {
  it('has its own text for 409, per account type', () => {
    const conflict = new ApiError({ status: 409, detail: 'E-mail já cadastrado.' });
    expect(signupErrorMessage(conflict, CANDIDATE_MESSAGES)).toBe('Candidato já cadastrado no sistema');
    expect(signupErrorMessage(conflict, CLINIC_MESSAGES)).toBe('Clínica já cadastrada no sistema');
  });

  it("shows the server's message, else the spec's fallbacks", () => {
    expect(
      signupErrorMessage(
        new ApiError({ status: 422, detail: "Campo 'cpf': CPF inválido." }),
        CANDIDATE_MESSAGES,
      ),
    ).toBe("Campo 'cpf': CPF inválido.");
    expect(signupErrorMessage(new ApiError({ status: 500, detail: null }), CANDIDATE_MESSAGES)).toBe(
      'Erro na requisição',
    );
    expect(
      signupErrorMessage(new ApiError({ status: 0, detail: null, kind: 'timeout' }), CANDIDATE_MESSAGES),
    ).toBe('Erro ao cadastrar candidato');
    expect(signupErrorMessage(new TypeError('x'), CLINIC_MESSAGES)).toBe('Erro ao cadastrar clínica');
    expect(signupErrorMessage({ weird: true }, CLINIC_MESSAGES)).toBe('Erro desconhecido');
  });
});

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
