import type { ReactNode } from 'react';

const TONES = {
  amber: 'bg-amber-100 text-amber-900',
  sky: 'bg-sky-100 text-sky-900',
  green: 'bg-emerald-100 text-emerald-900',
  red: 'bg-red-100 text-red-900',
  slate: 'bg-slate-100 text-slate-800',
} as const;

/** A small rounded label (status, account type, 'Suspensa', 'Verificada'). */
export function Pill({ tone = 'slate', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

export const CONTATO_TONES = { novo: 'amber', em_atendimento: 'sky', concluido: 'green' } as const;
