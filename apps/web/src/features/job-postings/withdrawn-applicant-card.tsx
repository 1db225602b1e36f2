import type { WithdrawnApplicant } from '@app/shared';
import { UserX } from 'lucide-react';
import { formatDate } from './display';

/**
 * An application its candidate withdrew: the API sends no name, message or profile, so the
 * pipeline says only that someone withdrew, and when.
 */
export function WithdrawnApplicantCard({ applicant }: { applicant: WithdrawnApplicant }) {
  return (
    <li
      className="rounded-2xl bg-white/70 p-4 ring-1 ring-navy/10"
      data-testid="candidatura-retirada"
      aria-label="Candidatura retirada"
    >
      <h3 className="flex items-center gap-2 font-bold text-slate-700">
        <UserX aria-hidden className="size-4 shrink-0" /> Candidatura retirada
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        O candidato retirou esta candidatura. Os dados e a mensagem dele não são mais exibidos.
      </p>
      <p className="mt-2 text-xs text-slate-600">
        Recebida em {formatDate(applicant.recebida_em)} · Retirada em {formatDate(applicant.retirada_em)}
      </p>
    </li>
  );
}
