import type { CandidateSummary, ClinicSummary } from '@app/shared';
import { ArrowRight, BadgeCheck, Briefcase, CircleAlert, Eye, Inbox, Search, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AvailabilityNotice, useOutOfList } from '../job-alerts';
import { useAccountSummary } from './api/summary';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy';
const primaryLink = `${linkClass} bg-accent-strong text-white hover:bg-navy`;
const secondaryLink = `${linkClass} border border-navy/25 bg-white text-navy hover:bg-mist`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The /vagas list filtered by the candidate's profession (the filter /vagas reads from its URL). */
export const jobsOfProfession = (profession: string) =>
  profession ? `/vagas?${new URLSearchParams({ tipos_profissao: profession })}` : '/vagas';

function Frame({ greeting, children }: { greeting: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="resumo-pessoal"
      data-testid="personal-strip"
      className="border-b border-navy/10 bg-mist px-4 py-5 sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="resumo-pessoal" className="shrink-0 text-lg font-bold text-navy sm:text-xl">
          {greeting}
        </h2>
        {children}
      </div>
    </section>
  );
}

function CandidateStrip({ summary }: { summary: CandidateSummary }) {
  const name = firstName(summary.nome);
  const outOfList = useOutOfList(summary.publicado);
  return (
    <Frame greeting={name ? `Olá, ${name}!` : 'Olá!'}>
      <ul className="flex flex-col gap-2 text-ink sm:flex-row sm:flex-wrap sm:gap-x-6">
        <li className="flex items-center gap-2 font-semibold">
          {summary.publicado && outOfList ? (
            <>
              <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-700" />
              Perfil fora da lista: confirme que está disponível
            </>
          ) : summary.publicado ? (
            <>
              <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
              Perfil publicado: visível para as clínicas
            </>
          ) : (
            <>
              <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-700" />
              Perfil não publicado: as clínicas ainda não veem você
            </>
          )}
        </li>
        <li className="flex items-center gap-2">
          <Eye aria-hidden="true" className="h-5 w-5 shrink-0 text-muted" />
          {plural(summary.visualizacoes_semana, 'visualização', 'visualizações')} nos últimos 7 dias
        </li>
      </ul>
      <div className="flex shrink-0 flex-wrap gap-2">
        {summary.publicado ? (
          <Link to="/perfil" className={primaryLink}>
            <UserRound aria-hidden="true" className="h-4 w-4" />
            Meu perfil
          </Link>
        ) : (
          <Link to="/cadastrar/curriculo" className={primaryLink}>
            Publicar meu currículo
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
        <Link to={jobsOfProfession(summary.tipo_profissao)} className={secondaryLink}>
          <Briefcase aria-hidden="true" className="h-4 w-4" />
          {summary.tipo_profissao ? `Vagas de ${summary.tipo_profissao}` : 'Ver vagas'}
        </Link>
      </div>
    </Frame>
  );
}

function ClinicStrip({ summary }: { summary: ClinicSummary }) {
  const news = summary.candidaturas_novas;
  return (
    <Frame greeting={summary.nome_fantasia ? `Olá, ${summary.nome_fantasia}!` : 'Olá!'}>
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Inbox aria-hidden="true" className="h-5 w-5 shrink-0 text-muted" />
        {news === 0 ? 'Nenhuma candidatura nova' : plural(news, 'candidatura nova', 'candidaturas novas')} nas
        suas vagas
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to="/candidatos" className={primaryLink}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Encontrar candidatos
        </Link>
        <Link to="/minhas-vagas" className={secondaryLink}>
          <Briefcase aria-hidden="true" className="h-4 w-4" />
          {news > 0 ? 'Ver candidaturas' : 'Minhas vagas'}
        </Link>
      </div>
    </Frame>
  );
}

/**
 * The signed-in person's strip at the top of /home: a candidate reads whether the profile is
 * published, the views of the last 7 days and links to the profile and to the job postings of
 * their profession; a clinic reads its new applications and links to /candidatos. Nothing shows
 * until the figures arrive, nor when they cannot be read.
 */
export default function PersonalStrip({ userId }: { userId: string }) {
  const summary = useAccountSummary(userId);
  if (!summary.data) return null;
  return summary.data.tipo_usuario === 'clinica' ? (
    <ClinicStrip summary={summary.data} />
  ) : (
    <>
      <CandidateStrip summary={summary.data} />
      {summary.data.publicado && (
        <div className="bg-mist px-4 pb-5 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-6xl">
            <AvailabilityNotice />
          </div>
        </div>
      )}
    </>
  );
}
