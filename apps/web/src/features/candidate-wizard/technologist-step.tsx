import { OTHER_OPTION, PROFESSION_FIELDS } from '@app/shared';
import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { ComputerLevelField } from './computer-level-field';
import { PhotoSection, type PhotoState } from './photo-section';
import { PortfolioSection } from './portfolio-section';
import { useRecordValues } from './use-record-values';
import { WizardSection } from './wizard-section';

interface StepProps {
  candidateId: string | null;
  photo: PhotoState;
}

const fields = PROFESSION_FIELDS.tecnico;

/** The Sim/Não questions of the record, in its order. */
const QUESTIONS = (Object.keys(fields) as (keyof typeof fields)[]).filter(
  (name): name is YesNoField => fields[name].kind === 'yes-no',
);
type YesNoField = {
  [K in keyof typeof fields]: (typeof fields)[K]['kind'] extends 'yes-no' ? K : never;
}[keyof typeof fields];

/** Step 2 for TSB, ASB, Tecnólogo and Técnico (the technologist record). Lists compare exactly. */
export function TechnologistStep({ candidateId, photo }: StepProps) {
  const { values: t, patch, errorOf } = useRecordValues('tecnico');
  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="Experiência">
        <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QUESTIONS.map((field) => (
            <YesNoSelect
              key={field}
              label={fields[field].question}
              value={t[field]}
              onChange={(value) => patch({ [field]: value })}
            />
          ))}
        </div>
      </WizardSection>
      <WizardSection title="Equipamentos" intro={`Não encontrou o seu? Escolha “${OTHER_OPTION}” e digite.`}>
        <div className="grid gap-6 lg:grid-cols-3">
          <TagInput
            label={fields.equipamentos_scanner.question}
            options={fields.equipamentos_scanner.options}
            otherOption={fields.equipamentos_scanner.other}
            compare="exact"
            values={t.equipamentos_scanner}
            onChange={(values) => patch({ equipamentos_scanner: values })}
          />
          <TagInput
            label={fields.equipamentos_3d.question}
            options={fields.equipamentos_3d.options}
            otherOption={fields.equipamentos_3d.other}
            compare="exact"
            values={t.equipamentos_3d}
            onChange={(values) => patch({ equipamentos_3d: values })}
          />
          <TagInput
            label={fields.equipamentos_2d.question}
            options={fields.equipamentos_2d.options}
            otherOption={fields.equipamentos_2d.other}
            compare="exact"
            values={t.equipamentos_2d}
            onChange={(values) => patch({ equipamentos_2d: values })}
          />
        </div>
      </WizardSection>
      <WizardSection title="Plataformas e conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <TagInput
            label={fields.plataforma_gestao.question}
            options={fields.plataforma_gestao.options}
            otherOption={fields.plataforma_gestao.other}
            compare="exact"
            values={t.plataforma_gestao}
            onChange={(values) => patch({ plataforma_gestao: values })}
          />
          <ComputerLevelField
            error={errorOf('nivel_informatica')}
            value={t.nivel_informatica}
            onChange={(value) => patch({ nivel_informatica: value })}
          />
          <TagInput
            label="Outros conhecimentos"
            compare="exact"
            values={t.outros_conhecimentos}
            onChange={(values) => patch({ outros_conhecimentos: values })}
          />
        </div>
      </WizardSection>
      <PhotoSection candidateId={candidateId} photo={photo} />
      <PortfolioSection candidateId={candidateId} />
    </div>
  );
}
