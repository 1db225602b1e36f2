import { useFormContext } from 'react-hook-form';
import { PortfolioUpload } from './portfolio-upload';
import type { WizardDraft } from './wizard-draft';
import { WizardSection } from './wizard-section';

/** The 'Portfólio' section of a profession step; the sent files stay in the wizard's form. */
export function PortfolioSection({ candidateId }: { candidateId: string | null }) {
  const { watch, getValues, setValue } = useFormContext<WizardDraft>();
  return (
    <WizardSection title="Portfólio" intro="Mostre seus trabalhos às clínicas com um portfólio em PDF.">
      <PortfolioUpload
        candidateId={candidateId}
        files={watch('portfolio')}
        onUploaded={(files) =>
          setValue('portfolio', [...getValues('portfolio'), ...files], { shouldDirty: true })
        }
      />
    </WizardSection>
  );
}
