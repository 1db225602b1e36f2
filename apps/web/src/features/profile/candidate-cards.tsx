import type { CandidateFull } from '@app/shared';
import { Pencil } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { DescriptionList } from '../../components/ui/description-list';
import { InfoCard } from '../../components/ui/info-card';
import {
  candidateAddressRows,
  capitalize,
  experienciaRows,
  formacaoRows,
  professionalRows,
  totalExperienceText,
} from '../../lib/record-display';

/** The cards of the profile that open an editor. */
export type CandidateCard = 'formacao' | 'experiencia' | 'profissional' | 'endereco';

interface CandidateCardsProps {
  full: CandidateFull | undefined;
  /** The profile is still being read: the cards say so instead of showing empty values. */
  loading?: boolean;
  /** The professional record is still being read. */
  recordLoading?: boolean;
  profession: string | null;
  record: Record<string, unknown> | null;
  /** The record's fields in the editor's order (shown first, in that order). */
  fieldOrder?: readonly string[];
  /** The record's editor needs the profession's record kind. */
  canEditRecord: boolean;
  onEdit: (card: CandidateCard) => void;
}

function EditButton({
  title,
  onClick,
  disabled,
}: {
  title: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outline"
      onClick={onClick}
      disabled={disabled}
      aria-label={`Editar ${title}`}
      icon={<Pencil aria-hidden="true" className="h-4 w-4" />}
    >
      Editar
    </Button>
  );
}

const Empty = ({ children }: { children: string }) => <p className="text-muted">{children}</p>;
const Loading = () => <p className="text-muted">Carregando...</p>;

const itemClass = 'border-navy/10 border-t pt-4 first:border-t-0 first:pt-0';

interface ListCardProps {
  full: CandidateFull | undefined;
  loading: boolean;
  onEdit: () => void;
}

/** 'Formação': each of the candidate's courses, or none yet. */
function EducationCard({ full, loading, onEdit }: ListCardProps) {
  const formacoes = full?.formacoes ?? [];
  return (
    <InfoCard title="Formação" action={<EditButton title="Formação" onClick={onEdit} />}>
      {loading ? (
        <Loading />
      ) : formacoes.length === 0 ? (
        <Empty>Nenhuma formação adicionada.</Empty>
      ) : (
        <ul className="flex flex-col gap-4">
          {formacoes.map((f) => (
            <li key={f.id} className={itemClass}>
              <DescriptionList items={formacaoRows(f)} />
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}

/** 'Experiência': the total time and each of the candidate's jobs, or none yet. */
function ExperienceCard({ full, loading, onEdit }: ListCardProps) {
  const experiencias = full?.experiencias ?? [];
  return (
    <InfoCard title="Experiência" action={<EditButton title="Experiência" onClick={onEdit} />}>
      {loading ? (
        <Loading />
      ) : experiencias.length === 0 ? (
        <Empty>Nenhuma experiência adicionada.</Empty>
      ) : (
        <div className="flex flex-col gap-4">
          {totalExperienceText(full?.meses_experiencia) && (
            <p className="font-semibold text-navy">{totalExperienceText(full?.meses_experiencia)}</p>
          )}
          <ul className="flex flex-col gap-4">
            {experiencias.map((e) => (
              <li key={e.id} className={itemClass}>
                <DescriptionList items={experienciaRows(e)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </InfoCard>
  );
}

/** Formação, Experiência, Informações Profissionais and Endereço, each with its 'Editar'. */
export function CandidateCards({
  full,
  loading = false,
  recordLoading = false,
  profession,
  record,
  fieldOrder,
  canEditRecord,
  onEdit,
}: CandidateCardsProps) {
  const rows = professionalRows(record, fieldOrder);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <EducationCard full={full} loading={loading} onEdit={() => onEdit('formacao')} />
      <ExperienceCard full={full} loading={loading} onEdit={() => onEdit('experiencia')} />
      <InfoCard
        title="Informações Profissionais"
        className="lg:col-span-2"
        action={
          <EditButton
            title="Informações Profissionais"
            onClick={() => onEdit('profissional')}
            disabled={!canEditRecord}
          />
        }
      >
        <DescriptionList items={[{ label: 'Profissão', value: capitalize(profession) }]} />
        {loading || recordLoading ? (
          <Loading />
        ) : rows.length === 0 ? (
          <Empty>Nenhuma informação profissional encontrada.</Empty>
        ) : (
          <DescriptionList items={rows} columns={3} />
        )}
      </InfoCard>
      <InfoCard
        title="Endereço"
        className="lg:col-span-2"
        action={<EditButton title="Endereço" onClick={() => onEdit('endereco')} />}
      >
        {loading ? <Loading /> : <DescriptionList items={candidateAddressRows(full?.endereco)} columns={3} />}
      </InfoCard>
    </div>
  );
}
