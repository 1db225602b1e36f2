// Salaries of job postings: the mask of the currency fields, and the usual monthly range of each
// profession, so that the posting form can ask before publishing a figure far outside it
// ('280000' for a TSB). The ranges are wide on purpose (part-time and senior posts included):
// a warning, never a refusal.
import type { Profession } from './catalogues';

/** Usual monthly pay in reais, per profession (Brazil, 2026; wide bounds). */
export const USUAL_MONTHLY_SALARY: Record<Profession, { min: number; max: number }> = {
  'Dentista Radiologista': { min: 2_000, max: 45_000 },
  TSB: { min: 800, max: 9_000 },
  ASB: { min: 700, max: 6_000 },
  Tecnólogo: { min: 1_000, max: 15_000 },
  Técnico: { min: 900, max: 12_000 },
  Recepcionista: { min: 700, max: 6_000 },
};

const brl = (value: number) => `R$ ${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}`;

/**
 * The warning for a salary range outside the profession's usual monthly pay, or null when the
 * figures look usual (or the profession is unknown).
 */
export function unusualSalaryWarning(
  profession: string,
  min: number | null,
  max: number | null,
): string | null {
  const usual = USUAL_MONTHLY_SALARY[profession as Profession];
  if (!usual) return null;
  const figures = [min, max].filter((v): v is number => v !== null && v > 0);
  const high = figures.find((v) => v > usual.max);
  if (high !== undefined)
    return `${brl(high)} por mês está muito acima do habitual para ${profession} (em geral até ${brl(usual.max)}). Confira se o valor está certo, sem zeros a mais.`;
  const low = figures.find((v) => v < usual.min);
  if (low !== undefined)
    return `${brl(low)} por mês está muito abaixo do habitual para ${profession} (em geral a partir de ${brl(usual.min)}). Confira se o valor está certo.`;
  return null;
}

/**
 * A value in reais as it is typed: digits grouped by dots, a comma before at most two decimals
 * ('280000' → '280.000', '3500,5' → '3.500,5'). A point typed last, or a plain decimal point
 * ('3500.50', pasted), is read as the decimal comma.
 */
export function maskReais(raw: string): string {
  let text = raw.replace(/[^\d.,]/g, '');
  if (/^\d+\.\d{1,2}$/.test(text) || (/\.$/.test(text) && !text.includes(','))) {
    const at = text.lastIndexOf('.');
    text = `${text.slice(0, at)},${text.slice(at + 1)}`;
  }
  const comma = text.indexOf(',');
  const whole = (comma === -1 ? text : text.slice(0, comma)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (comma === -1) return grouped;
  const cents = text
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, 2);
  return `${grouped || '0'},${cents}`;
}
