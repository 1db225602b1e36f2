import { AddressFields } from './address-fields';
import { EducationList } from './education-list';
import { ExperienceList } from './experience-list';
import { WizardSection } from './wizard-section';

/** Step 1, 'Formação, Experiência e Endereço' (fields of the wizard's form). */
export function EducationStep() {
  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="Formação & Pós-graduação">
        <EducationList />
      </WizardSection>
      <WizardSection title="Experiência Profissional">
        <ExperienceList />
      </WizardSection>
      <WizardSection title="Endereço">
        <AddressFields />
      </WizardSection>
    </div>
  );
}
