import { type AdminUsuarioDetail, countLabel, formatCnpj, VAGA_STATUS_LABELS } from '@app/shared';
import { ACCOUNT_LABELS, formatDate, formatDateTime } from './display';
import { PhoneLink } from './phone-link';
import { Pill } from './status-pill';

/** An account's figures: a candidate's records, applications and views; a clinic's postings and views. */
function Figures({ user }: { user: AdminUsuarioDetail }) {
  const items: [string, number][] = [];
  if (user.candidato) {
    items.push(
      ['Formações', user.candidato.formacoes.length],
      ['Experiências', user.candidato.experiencias.length],
    );
    items.push(
      ['Candidaturas', user.candidaturas.length],
      ['Visualizações do perfil', user.visualizacoes.recebidas],
    );
  }
  if (user.clinica) {
    items.push(['Vagas', user.vagas.length], ['Perfis visualizados', user.visualizacoes.feitas]);
  }
  if (items.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-mist p-3">
          <dt className="text-xs font-semibold text-slate-600">{label}</dt>
          <dd className="text-xl font-bold text-navy">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An account's data in its dialog: kind, e-mail, suspension, contact, figures and postings. */
export function UserDetails({ user }: { user: AdminUsuarioDetail }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Pill>{ACCOUNT_LABELS[user.tipo_usuario]}</Pill>
        {user.verificada && <Pill tone="green">Clínica verificada</Pill>}
        {user.publicado && <Pill tone="sky">Perfil publicado</Pill>}
        <span className="break-all">{user.email}</span> · desde {formatDate(user.criado_em)}
      </p>
      {user.suspenso && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900" role="status">
          Suspensa em {user.suspenso_em && formatDateTime(user.suspenso_em)}. Motivo: {user.motivo_suspensao}
        </p>
      )}
      {user.candidato && (
        <p className="text-sm text-slate-700">
          {user.candidato.tipo_profissao} · <PhoneLink phone={user.candidato.telefone} />
          {user.candidato.cidade && ` · ${user.candidato.cidade} – ${user.candidato.estado}`}
        </p>
      )}
      {user.clinica && (
        <p className="text-sm text-slate-700">
          CNPJ {formatCnpj(user.clinica.cnpj)} · <PhoneLink phone={user.clinica.telefone} />
        </p>
      )}
      <Figures user={user} />
      {user.vagas.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Vagas">
          {user.vagas.map((v) => (
            <li key={v.id}>
              {v.titulo} · {VAGA_STATUS_LABELS[v.status]} ·{' '}
              {countLabel(v.candidaturas, 'candidatura', 'candidaturas')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
