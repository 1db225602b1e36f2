import { Building2, UserRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { pathCarryingReturn } from '../../lib/session-expiry';
import { useReturnParam } from '../../lib/use-login-path';
import { usePageTitle } from '../../lib/use-page-title';
import { prefillFromGoogle } from '../auth';
import { GooglePrefillNotice } from './google-prefill-notice';
import { ProfileChoiceCard } from './profile-choice-card';

/** /cadastrar: the choice between a candidate and a clinic account (spec 1, section 2). */
export function ProfileChoicePage() {
  usePageTitle('Cadastro');
  const location = useLocation();
  const google = prefillFromGoogle(location.state);
  // A vaga the visitor wanted to apply to: the candidate's sign-up and wizard lead back to it.
  const next = useReturnParam();
  const state =
    google.email || google.nome ? { email: google.email, nome: google.nome, fromGoogle: true } : undefined;

  return (
    <div className="mx-auto max-w-4xl">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">
          Escolha como desejar continuar o seu cadastro!
        </h1>
        <p className="mt-3 text-lg text-muted">Selecione o seu perfil:</p>
      </div>
      {google.email && (
        <div className="mx-auto mt-6 max-w-2xl">
          <GooglePrefillNotice email={google.email} step="choice" />
        </div>
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ProfileChoiceCard
          icon={UserRound}
          title="Candidato"
          text="Para o profissional que busca vagas e deseja aparecer na lista de candidatos para as clínicas."
          to={pathCarryingReturn('/cadastrar/candidato', next)}
          action="Sou candidato"
          state={state}
        />
        <ProfileChoiceCard
          icon={Building2}
          title="Clínica"
          text="Para a clínica que procura profissionais qualificados para a sua equipe."
          to="/cadastrar/clinica"
          action="Sou clínica"
          state={state}
        />
      </div>
    </div>
  );
}

export { ProfileChoicePage as Component };
