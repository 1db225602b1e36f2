// Valid Brazilian documents for tests, seeds and benchmarks (API tests, e2e fixtures, bench):
// CPFs and CNPJs with correct check digits, random or numbered. Plain JavaScript (types in
// documents.d.ts) so that the bench's .mjs scripts run it with node as well. Not for production code.

/** A check digit: weighted sum mod 11; a remainder under 2 gives 0. */
function checkDigit(digits, weights) {
  const rest = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The CPF of nine base digits: the base and its two check digits, 11 bare digits. */
function cpfFrom(base) {
  const d1 = checkDigit(base, CPF_WEIGHTS);
  const d2 = checkDigit([...base, d1], [11, ...CPF_WEIGHTS]);
  return [...base, d1, d2].join('');
}

/** The CNPJ (head office, branch 0001) of eight base digits, 14 bare digits. */
function cnpjFrom(base) {
  const digits = [...base, 0, 0, 0, 1];
  const d1 = checkDigit(digits, CNPJ_WEIGHTS);
  const d2 = checkDigit([...digits, d1], [6, ...CNPJ_WEIGHTS]);
  return [...digits, d1, d2].join('');
}

const randomDigits = (count) => Array.from({ length: count }, () => Math.floor(Math.random() * 10));

/** Random digits that are not all equal (such CPFs are invalid whatever their check digits). */
function randomBase(count) {
  for (;;) {
    const base = randomDigits(count);
    if (new Set(base).size > 1) return base;
  }
}

/** The last `count` digits of `offset + n`. */
const numberedBase = (n, offset, count) =>
  String(offset + n)
    .slice(-count)
    .split('')
    .map(Number);

/** A random valid CPF, 11 bare digits. */
export const randomCpf = () => cpfFrom(randomBase(9));

/** A random valid CNPJ (head office), 14 bare digits. */
export const randomCnpj = () => cnpjFrom(randomBase(8));

/** A valid CPF, unique for each n < 900,000,000. */
export const cpfOf = (n) => cpfFrom(numberedBase(n, 100_000_000, 9));

/** A valid CNPJ (head office), unique for each n < 90,000,000. */
export const cnpjOf = (n) => cnpjFrom(numberedBase(n, 10_000_000, 8));

/** 000.000.000-00 */
export const maskCpf = (cpf) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** 00.000.000/0000-00 */
export const maskCnpj = (cnpj) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
