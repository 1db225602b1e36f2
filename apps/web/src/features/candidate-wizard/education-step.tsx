import { EnderecoFields } from './endereco-fields';
import { ExperienciaList } from './experiencia-list';
import { FormacaoList } from './formacao-list';
import type { DraftUpdate } from './use-candidate-wizard';
import type { WizardDraft } from './wizard-draft';
import { WizardSection } from './wizard-section';

/** Step 1, 'Formação, Experiência e Endereço'. */
export function EducationStep({ draft, update }: { draft: WizardDraft; update: DraftUpdate }) {
  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="Formação & Pós-graduação">
        <FormacaoList formacoes={draft.formacoes} update={update} />
      </WizardSection>
      <WizardSection title="Experiência Profissional">
        <ExperienciaList experiencias={draft.experiencias} update={update} />
      </WizardSection>
      <WizardSection title="Endereço">
        <EnderecoFields endereco={draft.endereco} update={update} />
      </WizardSection>
    </div>
  );
}
