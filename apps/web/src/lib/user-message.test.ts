import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureDetail, isOutage, OUTAGE_MESSAGE, userMessage } from './user-message';

const FALLBACK = 'Falha ao publicar. Verifique os campos e tente novamente.';

describe('userMessage', () => {
  it('says the server could not be reached for a network error, a time-out, a fetch TypeError and 502–504', () => {
    const outages = [
      new ApiError({ status: 0, detail: null, kind: 'network' }),
      new ApiError({ status: 0, detail: null, kind: 'timeout' }),
      new ApiError({ status: 502, detail: null }),
      new ApiError({ status: 503, detail: 'Service Unavailable' }),
      new ApiError({ status: 504, detail: null }),
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
    ];
    for (const error of outages) {
      expect(isOutage(error)).toBe(true);
      expect(userMessage(error, FALLBACK)).toBe(OUTAGE_MESSAGE);
      expect(failureDetail(error)).toBeNull();
    }
    expect(OUTAGE_MESSAGE).toBe('Sem conexão com o servidor. Seus dados continuam aqui; tente de novo.');
  });

  it("keeps the context's own message for answers of the server, with its explanation", () => {
    const refused = new ApiError({ status: 422, detail: 'CEP inválido: informe 8 dígitos.' });
    expect(isOutage(refused)).toBe(false);
    expect(userMessage(refused, FALLBACK)).toBe(FALLBACK);
    expect(failureDetail(refused)).toBe('CEP inválido: informe 8 dígitos.');
    expect(userMessage(new ApiError({ status: 500, detail: null }), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new TypeError('x is not a function'), FALLBACK)).toBe(FALLBACK);
    expect(userMessage('??', FALLBACK)).toBe(FALLBACK);
  });
});
