import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { OUTAGE_MESSAGE } from '../../lib/user-message';
import { formatSaveError, SAVE_FAILED } from './save-error';

describe('formatSaveError', () => {
  it('gives the spec message and "Erro {status} {statusText} - {detail}"', () => {
    const error = new ApiError({ status: 422, detail: 'CEP inválido: informe 8 dígitos.' });
    expect(formatSaveError(error)).toEqual({
      message: 'Não foi possível salvar. Verifique os campos e tente novamente.',
      detail: 'Erro 422 Unprocessable Entity - CEP inválido: informe 8 dígitos.',
    });
  });

  it('leaves the detail out when the server gave none', () => {
    expect(formatSaveError(new ApiError({ status: 500, detail: null })).detail).toBe(
      'Erro 500 Internal Server Error',
    );
    expect(formatSaveError(new ApiError({ status: 499, detail: 'x' })).detail).toBe('Erro 499 - x');
  });

  it('does not blame the fields when the server cannot be reached (time-out, network, 502–504)', () => {
    const outage = { message: OUTAGE_MESSAGE, detail: '' };
    expect(formatSaveError(new ApiError({ status: 0, detail: null, kind: 'timeout' }))).toEqual(outage);
    expect(formatSaveError(new ApiError({ status: 0, detail: null, kind: 'network' }))).toEqual(outage);
    expect(formatSaveError(new ApiError({ status: 503, detail: null }))).toEqual(outage);
    expect(formatSaveError(new TypeError('Failed to fetch'))).toEqual(outage);
    expect(formatSaveError(new ApiError({ status: 500, detail: null })).message).toBe(SAVE_FAILED);
  });

  it('uses the error message, else "Erro desconhecido"', () => {
    expect(formatSaveError(new Error('Falhou')).detail).toBe('Falhou');
    expect(formatSaveError('??').detail).toBe('Erro desconhecido');
  });
});
