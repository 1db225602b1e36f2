import { maskPhone, STATES } from '@app/shared';
import { Link } from 'react-router';
import { ConsentCheckbox } from '../../components/ui/consent-checkbox';
import { type FieldErrorItem, FieldErrorSummary } from '../../components/ui/field-error-summary';
import { recordRows } from '../../lib/record-labels';
import { useSiteConfig } from '../../lib/site-config';
import { SITE_NAME } from '../../lib/use-page-title';
import type { PublishPayload } from './publish-payload';
import { ReviewFiles } from './review-files';
import { ReviewRows } from './review-rows';
import { ReviewSection } from './review-section';

interface ReviewStepProps {
  /** What Publicar sends, so the review shows exactly that. */
  payload: PublishPayload;
  profession: string;
  email: string;
  telefone: string;
  onConsent: (checked: boolean) => void;
  /** The consent's own message (e.g. not ticked), shown beside the checkbox. */
  consentError?: string | null;
  /** The last publish failure's explanation, when no field of the form explains it. */
  publishError: string | null;
  /** The fields the server refused, each with 'Corrigir'. */
  fieldErrors: readonly FieldErrorItem[];
  candidateId: string | null;
  photoPreview: string | null;
}

const ERROR_ID = 'publicar-erro';
/** The consent checkbox's id (use-candidate-wizard.ts focuses it; its message is 'consentimento-erro'). */
const CONSENT_ID = 'consentimento';

/**
 * What the candidate authorises: the consultancy keeps the information and contacts them about
 * professional opportunities. The policy opens in a new tab, so the wizard (and what was typed)
 * stays open.
 */
function ConsentLabel() {
  const name = useSiteConfig().data?.name || SITE_NAME;
  return (
    <>
      {`Autorizo a ${name} a manter as informações deste currículo em seu banco de talentos e a entrar em contato comigo sobre oportunidades profissionais, conforme a `}
      <Link
        to="/politicaprivacidade"
        target="_blank"
        rel="noopener"
        className="font-semibold text-accent-strong underline underline-offset-2"
      >
        Política de Privacidade
        <span className="sr-only"> (abre em nova aba)</span>
      </Link>
      .
    </>
  );
}

const stateName = (uf: string) => {
  const state = STATES.find((s) => s.uf === uf);
  return state ? `${state.nome} (${state.uf})` : uf;
};

/** Step 3, 'Revise suas informações antes de publicar!': the five sections and the consent. */
export function ReviewStep(props: ReviewStepProps) {
  const { payload, profession, email, telefone, onConsent, consentError, publishError, fieldErrors } = props;
  const { candidateId, photoPreview } = props;
  const formacoes = payload.formacoes.length > 0 ? payload.formacoes : [null];
  const experiencias = payload.experiencias.length > 0 ? payload.experiencias : [null];
  return (
    <div className="flex flex-col gap-5">
      <ReviewSection title="Formação">
        {formacoes.map((f, index) => (
          <ReviewRows
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in order and never reordered here
            key={index}
            caption={formacoes.length > 1 ? `Formação ${index + 1}` : undefined}
            rows={[
              ['Nível de escolaridade', f?.nivel_escolaridade],
              ['Nome do curso', f?.curso],
              ['Instituição', f?.instituicao],
              ['Data de conclusão', f?.ano_conclusao],
            ]}
          />
        ))}
      </ReviewSection>
      <ReviewSection title="Experiência">
        {experiencias.map((e, index) => (
          <ReviewRows
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in order and never reordered here
            key={index}
            caption={experiencias.length > 1 ? `Experiência ${index + 1}` : undefined}
            rows={[
              ['Cargo', e?.cargo],
              ['Empresa', e?.empresa],
              ['Início', e?.inicio],
              ['Fim', e?.trabalho_atual ? 'Trabalho atual' : e?.fim],
              ['Tempo de experiência', e?.tempo_experiencia],
              ['Principais atividades', e?.descricao],
            ]}
          />
        ))}
      </ReviewSection>
      <ReviewSection title="Profissionais">
        <ReviewRows rows={[['Profissão', profession], ...recordRows(payload.registro)]} />
      </ReviewSection>
      <ReviewFiles candidateId={candidateId} photoPreview={photoPreview} />
      <ReviewSection title="Contato & Endereço">
        <ReviewRows
          rows={[
            ['E-mail', email],
            ['Telefone', maskPhone(telefone)],
            ['Estado', payload.endereco.estado ? stateName(payload.endereco.estado) : ''],
            ['Cidade', payload.endereco.cidade],
          ]}
        />
      </ReviewSection>
      <ConsentCheckbox
        id={CONSENT_ID}
        framed
        label={<ConsentLabel />}
        checked={payload.consentimento}
        onChange={(event) => onConsent(event.target.checked)}
        error={consentError ?? null}
        describedBy={publishError ? ERROR_ID : undefined}
      />
      <FieldErrorSummary items={fieldErrors} />
      {publishError && (
        // Not a live region: the failure toast already announces it; this copy stays on the page.
        <p
          id={ERROR_ID}
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {publishError}
        </p>
      )}
    </div>
  );
}
