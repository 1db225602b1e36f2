// Address lookup by CEP through an outside provider (CEP_LOOKUP_URL, ViaCEP's answer format), so
// that the address forms fill street, bairro, city and state. Answers, found or not, are kept for a
// day in this process: a CEP's address does not change, and the provider is not asked twice. A
// provider that fails or is slow only makes the form stay manual (503), it never breaks a page.
import { CEP_MESSAGES, type CepAnswer, UFS } from '@app/shared';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../plugins/errors';

const LOOKUP_TIMEOUT_MS = 3000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX_ENTRIES = 20_000;

/** ViaCEP's answer: the fields used here, or `{erro: true}` for a CEP that does not exist. */
interface ProviderAnswer {
  erro?: boolean | string;
  logradouro?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
}

type Lookup = CepAnswer | 'not-found';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export interface CepLookup {
  find(cepText: string): Promise<CepAnswer>;
}

/**
 * `urlTemplate` holds `{cep}` where the 8 digits go (e.g. https://viacep.com.br/ws/{cep}/json/);
 * `onProviderFailure` hears why the provider could not be used (for the log; no personal data).
 */
export function createCepLookup(urlTemplate: string, onProviderFailure: (err: unknown) => void): CepLookup {
  const cache = new LRUCache<string, Lookup>({ max: CACHE_MAX_ENTRIES, ttl: CACHE_TTL_MS });

  async function ask(digits: string): Promise<Lookup> {
    const url = urlTemplate.replace('{cep}', digits);
    let answer: ProviderAnswer;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      // ViaCEP answers 400 for a malformed CEP and 200 with {erro: true} for an unknown one.
      if (response.status === 400 || response.status === 404) return 'not-found';
      if (!response.ok) throw new Error(`provider answered ${response.status}`);
      answer = (await response.json()) as ProviderAnswer;
    } catch (err) {
      onProviderFailure(err);
      throw new HttpError(503, CEP_MESSAGES.unavailable);
    }
    if (!answer || typeof answer !== 'object' || answer.erro === true || answer.erro === 'true') {
      return 'not-found';
    }
    const estado = text(answer.uf).toUpperCase();
    return {
      cep: `${digits.slice(0, 5)}-${digits.slice(5)}`,
      rua: text(answer.logradouro),
      bairro: text(answer.bairro),
      cidade: text(answer.localidade),
      estado: (UFS as readonly string[]).includes(estado) ? estado : '',
    };
  }

  return {
    async find(cepText) {
      const digits = cepText.replace(/\D/g, '');
      if (digits.length !== 8 || /^0{8}$/.test(digits)) throw new HttpError(422, CEP_MESSAGES.invalid);
      let found = cache.get(digits);
      if (found === undefined) {
        found = await ask(digits);
        cache.set(digits, found);
      }
      if (found === 'not-found') throw new HttpError(404, CEP_MESSAGES.notFound);
      return found;
    },
  };
}
