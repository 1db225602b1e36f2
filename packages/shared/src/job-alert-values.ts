// Job alerts' catalogues, limits and summary text, without zod (the /vagas page reads them; the
// schemas are in job-alerts.ts).

/** At most this many alerts per candidate. */
export const ALERTAS_MAX = 10;
export const ALERTA_FREQUENCIAS = ['imediata', 'diaria'] as const;
export type AlertaFrequencia = (typeof ALERTA_FREQUENCIAS)[number];
export const ALERTA_FREQUENCIA_LABELS: Record<AlertaFrequencia, string> = {
  imediata: 'Na hora',
  diaria: 'Uma vez por dia',
};

/** How a summary line names the alert's filters ('TSB · SP, RJ · Campinas · "panorâmica"'). */
export function alertaFiltersText(alerta: {
  tipos_profissao: readonly string[];
  estados: readonly string[];
  cidade: string | null;
  q: string | null;
}): string {
  const parts = [
    alerta.tipos_profissao.join(', '),
    alerta.estados.join(', '),
    alerta.cidade ?? '',
    alerta.q ? `"${alerta.q}"` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Todas as vagas';
}
