import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** Only the digits of a value (CPF, CNPJ, CEP, phone), masked or bare. */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** A CPF with valid check digits, masked (000.000.000-00) or bare. */
export const isCpf = (value: string): boolean => {
  const digits = onlyDigits(value);
  return digits.length === 11 && isValidCpf(digits);
};

/** A numeric CNPJ with valid check digits, masked (00.000.000/0000-00) or bare. */
export const isCnpj = (value: string): boolean => {
  const digits = onlyDigits(value);
  return digits.length === 14 && isValidCnpj(digits);
};

/** Whether a login identifier is an e-mail (otherwise it is read as a CPF). */
export const looksLikeEmail = (value: string): boolean => value.includes('@');

/** A CPF typed as 000.000.000-00, progressively (digits only, at most 11). */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** A CNPJ typed as 00.000.000/0000-00, progressively (digits only, at most 14). */
export function maskCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  if (d.length <= 2) return d;
  if (d.length <= 5) return `${d.slice(0, 2)}.${d.slice(2)}`;
  if (d.length <= 8) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}`;
  if (d.length <= 12) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** A stored CNPJ for display, as 00.000.000/0000-00; any other text is shown as it is (trimmed). */
export function formatCnpj(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 14 ? maskCnpj(digits) : value.trim();
}
