import { maskPhone, STATES } from '@app/shared';
import { type FieldErrorItem, FieldErrorSummary } from '../../components/ui/field-error-summary';
import { recordRows } from '../../lib/record-labels';
import { ConsentCheckbox } from './consent-checkbox';
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
        checked={payload.consentimento}
        onChange={onConsent}
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
