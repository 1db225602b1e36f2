import { OTHER_OPTION, professionFieldNames } from '@app/shared';
import { RecordFields } from '../../components/record-fields/record-fields';
import { PhotoSection, type PhotoState } from './photo-section';
import { PortfolioSection } from './portfolio-section';
import { useRecordValues } from './use-record-values';
import { WizardSection } from './wizard-section';

interface StepProps {
  candidateId: string | null;
  photo: PhotoState;
}

/** The Sim/Não questions of the record, in its order. */
const QUESTIONS = professionFieldNames('tecnico', 'yes-no');

/** Step 2 for TSB, ASB, Tecnólogo and Técnico (the technologist record). Lists compare exactly. */
export function TechnologistStep({ candidateId, photo }: StepProps) {
  const record = useRecordValues('tecnico');
  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="Experiência">
        <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <RecordFields {...record} names={QUESTIONS} />
        </div>
      </WizardSection>
      <WizardSection title="Equipamentos" intro={`Não encontrou o seu? Escolha “${OTHER_OPTION}” e digite.`}>
        <div className="grid gap-6 lg:grid-cols-3">
          <RecordFields {...record} names={['equipamentos_scanner', 'equipamentos_3d', 'equipamentos_2d']} />
        </div>
      </WizardSection>
      <WizardSection title="Plataformas e conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <RecordFields
            {...record}
            names={['plataforma_gestao', 'nivel_informatica', 'outros_conhecimentos']}
          />
        </div>
      </WizardSection>
      <PhotoSection candidateId={candidateId} photo={photo} />
      <PortfolioSection candidateId={candidateId} />
    </div>
  );
}
