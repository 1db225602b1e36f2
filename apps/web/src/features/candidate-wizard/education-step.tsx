import { AddressFields } from './address-fields';
import { EducationList } from './education-list';
import { ExperienceList } from './experience-list';
import type { DraftUpdate } from './use-candidate-wizard';
import type { WizardDraft } from './wizard-draft';
import { WizardSection } from './wizard-section';

/** Step 1, 'Formação, Experiência e Endereço'. */
export function EducationStep({ draft, update }: { draft: WizardDraft; update: DraftUpdate }) {
  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="Formação & Pós-graduação">
        <EducationList formacoes={draft.formacoes} update={update} />
      </WizardSection>
      <WizardSection title="Experiência Profissional">
        <ExperienceList experiencias={draft.experiencias} update={update} />
      </WizardSection>
      <WizardSection title="Endereço">
        <AddressFields endereco={draft.endereco} update={update} />
      </WizardSection>
    </div>
  );
}
