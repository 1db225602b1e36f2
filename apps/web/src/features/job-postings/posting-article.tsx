import type { VagaDetail } from '@app/shared';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { ApplyArea } from './apply-area';
import { ClosedBadge } from './closed-badge';
import { formatDate, formatSalary } from './display';

/** A list of short items (equipment, software, benefits) as chips, under its title when it has one. */
function Chips({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className={title ? 'mt-6' : 'mt-2'}>
      {title && <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>}
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-mist px-3 py-1 text-sm text-navy">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One of the posting's facts (place, contract, hours) with its icon. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    // The icon keeps its size and sits on the first line when the text wraps (a long address).
    <li className="inline-flex items-start gap-1.5">
      <span className="flex h-6 shrink-0 items-center">{icon}</span> {children}
    </li>
  );
}

/**
 * A posting on its page: profession, title, the closed notice, clinic, facts, salary, dates, the
 * apply area, the description, the requirements and the benefits.
 */
export function PostingArticle({ vaga }: { vaga: VagaDetail }) {
  const salary = vaga.mostrar_salario ? formatSalary(vaga.salario_min, vaga.salario_max) : null;
  return (
    <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
        {vaga.tipo_profissao}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy">{vaga.titulo}</h1>
      {!vaga.pode_candidatar && (
        <p className="mt-3 flex flex-wrap items-center gap-2 rounded-2xl bg-slate-100 p-3 text-sm text-slate-800">
          <ClosedBadge />
          {vaga.status === 'encerrada'
            ? 'Esta vaga foi encerrada pela clínica e não recebe mais candidaturas.'
            : `Esta vaga expirou em ${formatDate(vaga.expira_em)} e não recebe mais candidaturas.`}
        </p>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-lg text-slate-700">
        {vaga.clinica.nome_fantasia}
        {vaga.clinica.verificada && <VerifiedBadge />}
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-slate-700">
        <Fact icon={<MapPin aria-hidden className="size-4" />}>
          {vaga.endereco
            ? `${vaga.endereco.logradouro}, ${vaga.cidade} – ${vaga.estado}${vaga.endereco.cep ? `, CEP ${vaga.endereco.cep}` : ''}`
            : `${vaga.cidade} – ${vaga.estado}`}
        </Fact>
        <Fact icon={<Briefcase aria-hidden className="size-4" />}>{vaga.tipo_contrato}</Fact>
        <Fact icon={<Clock aria-hidden className="size-4" />}>{vaga.jornada}</Fact>
      </ul>
      {salary && <p className="mt-3 text-lg font-semibold text-navy">{salary}</p>}
      <p className="mt-2 text-sm text-slate-500">
        Publicada em {formatDate(vaga.publicada_em)}
        {vaga.status === 'aberta' && ` · até ${formatDate(vaga.expira_em)}`}
      </p>
      <div className="mt-6">
        <ApplyArea vaga={vaga} />
      </div>
      <h2 className="mt-8 text-xl font-bold text-navy">Descrição</h2>
      <p className="mt-2 whitespace-pre-line text-slate-800">{vaga.descricao}</p>
      {(vaga.registro_obrigatorio || vaga.equipamentos.length > 0 || vaga.softwares.length > 0) && (
        <h2 className="mt-8 text-xl font-bold text-navy">Requisitos</h2>
      )}
      {vaga.registro_obrigatorio && (
        <p className="mt-2 text-slate-800">Registro profissional no conselho obrigatório.</p>
      )}
      <Chips title="Equipamentos" items={vaga.equipamentos} />
      <Chips title="Softwares" items={vaga.softwares} />
      {vaga.beneficios.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-navy">Benefícios</h2>
          <Chips title="" items={vaga.beneficios} />
        </>
      )}
    </article>
  );
}
