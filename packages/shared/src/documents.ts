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
