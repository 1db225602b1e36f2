import {
  formatCpf,
  isValidCnpj,
  isValidCpf,
  formatCnpj as maskCnpjDigits,
} from '@brazilian-utils/brazilian-utils';

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

/** A CPF typed as 000.000.000-00, progressively (digits only, at most 11; @brazilian-utils). */
export const maskCpf = (value: string): string => formatCpf(onlyDigits(value));

/** A CNPJ typed as 00.000.000/0000-00, progressively (digits only, at most 14; @brazilian-utils). */
export const maskCnpj = (value: string): string => maskCnpjDigits(onlyDigits(value));

/** A stored CNPJ for display, as 00.000.000/0000-00; any other text is shown as it is (trimmed). */
export function formatCnpj(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 14 ? maskCnpj(digits) : value.trim();
}
