import { RecordFields } from '../../components/record-fields/record-fields';
import { PhotoSection, type PhotoState } from './photo-section';
import { PortfolioSection } from './portfolio-section';
import { useRecordValues } from './use-record-values';
import { WizardSection } from './wizard-section';

interface StepProps {
  candidateId: string | null;
  photo: PhotoState;
}

/** Step 2 for a Recepcionista: photo, platforms, three Sim/Não, convênios, computer level, knowledge, portfolio. */
export function ReceptionistStep({ candidateId, photo }: StepProps) {
  const record = useRecordValues('recepcionista');
  return (
    <div className="flex flex-col gap-8">
      <PhotoSection candidateId={candidateId} photo={photo} />
      <WizardSection title="Experiência">
        <div className="flex flex-col gap-6">
          <RecordFields {...record} names={['plataformas_experiencia']} />
          <div className="grid items-end gap-4 sm:grid-cols-3">
            <RecordFields
              {...record}
              names={['trabalhou_em_clinica', 'trabalhou_em_clinica_radiologia', 'experiencia_convenios']}
            />
          </div>
          <RecordFields {...record} names={['experiencia_quais_convenios']} />
        </div>
      </WizardSection>
      <WizardSection title="Conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <RecordFields {...record} names={['nivel_informatica', 'outros_conhecimentos']} />
        </div>
      </WizardSection>
      <PortfolioSection candidateId={candidateId} />
    </div>
  );
}
