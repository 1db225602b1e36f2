import type { VagaCard as VagaCardData } from '@app/shared';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { formatDate, formatSalary } from './display';

/** One posting of the public list, linking to /vagas/{id}. */
export function PostingCard({ vaga }: { vaga: VagaCardData }) {
  const salary = formatSalary(vaga.salario_min, vaga.salario_max);
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10 transition hover:ring-navy/30">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">
        {vaga.tipo_profissao}
      </p>
      <h3 className="mt-1 text-lg font-bold text-navy">
        <Link to={`/vagas/${vaga.id}`} className="hover:underline">
          {vaga.titulo}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {vaga.clinica.nome_fantasia}
        {vaga.clinica.verificada && <VerifiedBadge />}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="size-4" /> {vaga.cidade} – {vaga.estado}
        </li>
        <li className="inline-flex items-center gap-1">
          <Briefcase aria-hidden className="size-4" /> {vaga.tipo_contrato}
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" /> {vaga.jornada}
        </li>
      </ul>
      {salary && <p className="mt-2 text-sm font-semibold text-navy">{salary}</p>}
      <p className="mt-2 text-xs text-slate-500">Publicada em {formatDate(vaga.publicada_em)}</p>
    </li>
  );
}
