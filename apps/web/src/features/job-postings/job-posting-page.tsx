import { ArrowLeft, Briefcase, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { ApiError } from '../../lib/api';
import { dataPageHandle } from '../../lib/data-page';
import { usePageTitle } from '../../lib/use-page-title';
import { NO_FILTERS, useVaga, useVagaList, vagaKeys, vagaListPath, vagaPath } from './api/postings';
import { ApplyArea } from './apply-area';
import { ClosedBadge } from './closed-badge';
import { formatDate, formatSalary } from './display';
import { PostingCard } from './posting-card';

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

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    // The icon keeps its size and sits on the first line when the text wraps (a long address).
    <li className="inline-flex items-start gap-1.5">
      <span className="flex h-6 shrink-0 items-center">{icon}</span> {children}
    </li>
  );
}

const MISSING_STATUSES = new Set([404, 410]);
/** The open postings shown on the page of a posting that is gone: the latest ones. */
const OTHER_POSTINGS = { ...NO_FILTERS };

/** A posting that is gone (closed, expired, removed): says so and offers the latest open ones. */
function MissingPosting() {
  const { data } = useVagaList(OTHER_POSTINGS);
  const others = data?.items ?? [];
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-10">
      <h1 className="text-3xl font-extrabold text-navy">Vaga não encontrada</h1>
      <p className="mt-2 text-slate-700">
        Esta vaga foi encerrada, expirou ou não existe mais. Veja outras oportunidades abertas.
      </p>
      {others.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-navy">Outras vagas abertas</h2>
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {others.slice(0, 6).map((other) => (
              <PostingCard key={other.id} vaga={other} />
            ))}
          </ul>
        </>
      )}
      <Link to="/vagas" className="mt-6 inline-block font-semibold text-accent-strong underline">
        Ver todas as vagas abertas
      </Link>
    </div>
  );
}

/**
 * /vagas/{id}: one posting and 'Candidatar-se'. A closed or expired posting reaches only its
 * clinic and the candidates who applied to it (the API answers 404 to anyone else): marked
 * 'Encerrada', without the apply action.
 */
export function JobPostingPage() {
  const id = Number(useParams().id);
  const { data: vaga, isPending, error, refetch, isFetching } = useVaga(id);
  const missing =
    !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && MISSING_STATUSES.has(error.status));
  usePageTitle(missing ? 'Vaga não encontrada' : (vaga?.titulo ?? 'Vaga'));

  let body: ReactNode;
  if (missing) body = <MissingPosting />;
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar a vaga. Tente novamente."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando vaga…</p>;
  else {
    const salary = vaga.mostrar_salario ? formatSalary(vaga.salario_min, vaga.salario_max) : null;
    body = (
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
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl">
        <Link
          to="/vagas"
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong"
        >
          <ArrowLeft aria-hidden className="size-4" /> Todas as vagas
        </Link>
        {body}
      </div>
    </div>
  );
}

export { JobPostingPage as Component };

/**
 * Rendered on the server per request (lib/data-page.ts) as a visitor sees it; a posting that is
 * gone answers 404/410 with the latest open postings.
 */
export const handle = dataPageHandle({
  load: async ({ params }) => {
    const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
    return {
      queries: [{ queryKey: vagaKeys.detailFor(id, 'visitante'), path: vagaPath(id) }],
      whenMissing: [{ queryKey: vagaKeys.list(OTHER_POSTINGS), path: vagaListPath(OTHER_POSTINGS) }],
    };
  },
});
