import { PortfolioUpload } from './portfolio-upload';
import type { DraftUpdate } from './use-candidate-wizard';
import type { WizardDraft } from './wizard-draft';
import { WizardSection } from './wizard-section';

interface PortfolioSectionProps {
  candidateId: string | null;
  draft: WizardDraft;
  update: DraftUpdate;
}

/** The 'Portfólio' section of a profession step. */
export function PortfolioSection({ candidateId, draft, update }: PortfolioSectionProps) {
  return (
    <WizardSection title="Portfólio" intro="Mostre seus trabalhos às clínicas com um portfólio em PDF.">
      <PortfolioUpload
        candidateId={candidateId}
        files={draft.portfolio}
        onUploaded={(files) => update((d) => ({ ...d, portfolio: [...d.portfolio, ...files] }))}
      />
    </WizardSection>
  );
}
