import {
  OTHER_OPTION,
  TECHNOLOGIST_2D_BRANDS,
  TECHNOLOGIST_3D_BRANDS,
  TECHNOLOGIST_PLATFORMS,
  TECHNOLOGIST_SCANNER_BRANDS,
} from '@app/shared';
import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { ComputerLevelField } from './computer-level-field';
import { PhotoSection, type PhotoState } from './photo-section';
import { PortfolioSection } from './portfolio-section';
import { useRecordValues } from './use-record-values';
import type { TecnicoDraft } from './wizard-draft';
import { WizardSection } from './wizard-section';

interface StepProps {
  candidateId: string | null;
  photo: PhotoState;
}

type YesNoField = {
  [K in keyof TecnicoDraft]: TecnicoDraft[K] extends boolean ? K : never;
}[keyof TecnicoDraft];

const QUESTIONS: readonly [YesNoField, string][] = [
  ['experiencia_escaneamento', 'Tem experiência com escaneamento?'],
  ['trabalhou_em_clinica', 'Já trabalhou em clínica?'],
  ['experiencia_moldagem', 'Tem experiência com moldagem?'],
  ['experiencia_esterilizacao', 'Tem experiência com esterilização?'],
  ['experiencia_scanner_intraoral', 'Tem experiência com scanner intraoral?'],
  ['experiencia_3d', 'Tem experiência com exames 3D?'],
  ['experiencia_2d', 'Tem experiência com exames 2D?'],
];

const withOther = (brands: readonly string[]) => [...brands, OTHER_OPTION];

/** Step 2 for TSB, ASB, Tecnólogo and Técnico (the technologist record). Lists compare exactly. */
export function TechnologistStep({ candidateId, photo }: StepProps) {
  const { values: t, patch, errorOf } = useRecordValues('tecnico');
  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="Experiência">
        <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QUESTIONS.map(([field, label]) => (
            <YesNoSelect
              key={field}
              label={label}
              value={t[field]}
              onChange={(value) => patch({ [field]: value })}
            />
          ))}
        </div>
      </WizardSection>
      <WizardSection title="Equipamentos" intro={`Não encontrou o seu? Escolha “${OTHER_OPTION}” e digite.`}>
        <div className="grid gap-6 lg:grid-cols-3">
          <TagInput
            label="Scanners intraorais"
            options={withOther(TECHNOLOGIST_SCANNER_BRANDS)}
            otherOption={OTHER_OPTION}
            compare="exact"
            values={t.equipamentos_scanner}
            onChange={(values) => patch({ equipamentos_scanner: values })}
          />
          <TagInput
            label="Equipamentos 3D"
            options={withOther(TECHNOLOGIST_3D_BRANDS)}
            otherOption={OTHER_OPTION}
            compare="exact"
            values={t.equipamentos_3d}
            onChange={(values) => patch({ equipamentos_3d: values })}
          />
          <TagInput
            label="Equipamentos 2D"
            options={withOther(TECHNOLOGIST_2D_BRANDS)}
            otherOption={OTHER_OPTION}
            compare="exact"
            values={t.equipamentos_2d}
            onChange={(values) => patch({ equipamentos_2d: values })}
          />
        </div>
      </WizardSection>
      <WizardSection title="Plataformas e conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <TagInput
            label="Plataformas de gestão"
            options={TECHNOLOGIST_PLATFORMS}
            otherOption="Outros"
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
