import type { CandidateFull } from '@app/shared';
import { DescriptionList } from '../../components/ui/description-list';
import { InfoCard } from '../../components/ui/info-card';
import {
  addressRowsOf,
  experienciaRows,
  formacaoRows,
  professionalRows,
  totalExperienceText,
} from '../../lib/record-display';
import { orderProfessionalRecord } from './professional-order';

export const PROFILE_EMPTY_TEXTS = {
  professional: 'Nenhuma informação profissional encontrada.',
  formacao: 'Nenhuma formação adicionada.',
  experiencia: 'Nenhuma experiência adicionada.',
} as const;

const Empty = ({ children }: { children: string }) => <p className="text-muted">{children}</p>;
const itemClass = 'border-navy/10 border-t pt-4 first:border-t-0 first:pt-0';

/** Profissionais, Formação, Experiência and Endereço of the candidate, read-only. */
export function CandidateProfileSections({ candidate }: { candidate: CandidateFull }) {
  const professional = professionalRows(
    orderProfessionalRecord(candidate.registro?.data ?? null, candidate.tipo_profissao),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoCard title="Profissionais" className="lg:col-span-2">
        {professional.length === 0 ? (
          <Empty>{PROFILE_EMPTY_TEXTS.professional}</Empty>
        ) : (
          <DescriptionList items={professional} columns={3} />
        )}
      </InfoCard>
      <InfoCard title="Formação">
        {candidate.formacoes.length === 0 ? (
          <Empty>{PROFILE_EMPTY_TEXTS.formacao}</Empty>
        ) : (
          <ul className="flex flex-col gap-4">
            {candidate.formacoes.map((f) => (
              <li key={f.id} className={itemClass}>
                <DescriptionList items={formacaoRows(f)} />
              </li>
            ))}
          </ul>
        )}
      </InfoCard>
      <InfoCard title="Experiência">
        {candidate.experiencias.length === 0 ? (
          <Empty>{PROFILE_EMPTY_TEXTS.experiencia}</Empty>
        ) : (
          <div className="flex flex-col gap-4">
            {totalExperienceText(candidate.meses_experiencia) && (
              <p className="font-semibold text-navy">{totalExperienceText(candidate.meses_experiencia)}</p>
            )}
            <ul className="flex flex-col gap-4">
              {candidate.experiencias.map((e) => (
                <li key={e.id} className={itemClass}>
                  <DescriptionList items={experienciaRows(e)} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </InfoCard>
      <InfoCard title="Endereço" className="lg:col-span-2">
        <DescriptionList items={addressRowsOf(candidate.endereco)} columns={3} />
      </InfoCard>
    </div>
  );
}
