import { CEP_MESSAGES, type CepAnswer } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ApiError, apiGet } from './api';

/**
 * The address forms' CEP lookup (GET /api/v1/cep/{cep}, which asks the provider set by
 * CEP_LOOKUP_URL): when the person types the 8th digit of a CEP, the street, bairro, city and state
 * it points to are filled in, and stay editable. Only a CEP the person typed is looked up (not one
 * loaded with a stored record or a draft), each CEP once per session (TanStack Query's cache). A
 * CEP that does not exist or a provider that does not answer leaves the form as it is: manual.
 */

/** The parts of an address a CEP fills, by the CEP answer's names. */
export type CepAddress = Pick<CepAnswer, 'rua' | 'bairro' | 'cidade' | 'estado'>;
export const CEP_ADDRESS_PARTS = ['rua', 'bairro', 'cidade', 'estado'] as const;

export type CepLookupStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'unavailable';

export const CEP_HINTS: Record<CepLookupStatus, string> = {
  idle: 'Digite o CEP para preencher o endereço.',
  loading: 'Buscando o endereço do CEP…',
  found: 'Endereço preenchido pelo CEP. Confira e complete.',
  'not-found': CEP_MESSAGES.notFound,
  unavailable: CEP_MESSAGES.unavailable,
};

export const cepKeys = { cep: (digits: string) => ['cep', digits] as const };

export const fetchCep = (digits: string, signal?: AbortSignal) =>
  apiGet('/api/v1/cep/{cep}', { path: { cep: digits }, token: null, timeoutMs: 8000, signal });

/**
 * What the answer writes: each part the provider knows, unless the person changed that field
 * while the lookup was on its way (`before` is the form when the CEP was typed, `now` the form
 * when the answer came). A part the provider leaves empty keeps what was typed.
 */
export function addressFill(answer: CepAddress, before: CepAddress, now: CepAddress): Partial<CepAddress> {
  const fill: Partial<CepAddress> = {};
  for (const part of CEP_ADDRESS_PARTS) {
    if (answer[part] && now[part] === before[part] && now[part] !== answer[part]) fill[part] = answer[part];
  }
  return fill;
}

interface Lookup {
  digits: string;
  before: CepAddress;
}

/**
 * `read` gives the form's address parts now, `write` sets the parts to fill. Call `onCepChange`
 * with the CEP field's value on each change the person makes; show `hint` under the CEP field.
 */
export function useCepLookup(read: () => CepAddress, write: (fill: Partial<CepAddress>) => void) {
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const access = useRef({ read, write });
  access.current = { read, write };
  const applied = useRef<Lookup | null>(null);

  const query = useQuery({
    queryKey: cepKeys.cep(lookup?.digits ?? ''),
    queryFn: ({ signal }) => fetchCep(lookup?.digits ?? '', signal),
    enabled: lookup !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60 * 1000,
  });

  useEffect(() => {
    if (!lookup || !query.data || applied.current === lookup) return;
    applied.current = lookup;
    const fill = addressFill(query.data, lookup.before, access.current.read());
    if (Object.keys(fill).length > 0) access.current.write(fill);
  }, [lookup, query.data]);

  const onCepChange = (value: string) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length !== 8) {
      if (lookup) setLookup(null);
      return;
    }
    if (lookup?.digits !== digits) setLookup({ digits, before: access.current.read() });
  };

  const status: CepLookupStatus = !lookup
    ? 'idle'
    : query.isSuccess
      ? 'found'
      : query.isError
        ? query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422)
          ? 'not-found'
          : 'unavailable'
        : 'loading';
  return { onCepChange, status, hint: CEP_HINTS[status] };
}

export type CepLookup = ReturnType<typeof useCepLookup>;

type FormAccess<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'getFieldState'>;

/**
 * useCepLookup for a react-hook-form form: `names` are the form's fields of street, bairro, city
 * and state. A filled field is marked dirty, and checked again when it was marked invalid.
 */
export function useCepFormLookup<T extends FieldValues>(
  form: FormAccess<T>,
  names: Record<keyof CepAddress, Path<T>>,
) {
  return useCepLookup(
    () => {
      const address = {} as CepAddress;
      for (const part of CEP_ADDRESS_PARTS) address[part] = String(form.getValues(names[part]) ?? '');
      return address;
    },
    (fill) => {
      for (const part of CEP_ADDRESS_PARTS) {
        const value = fill[part];
        if (value === undefined) continue;
        form.setValue(names[part], value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: form.getFieldState(names[part]).invalid,
        });
      }
    },
  );
}
