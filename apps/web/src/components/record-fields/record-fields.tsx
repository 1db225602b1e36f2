import {
  type FieldSpec,
  type ProfessionFieldName,
  type ProfessionRecord,
  type ProfessionValues,
  professionField,
} from '@app/shared';
import { TagInput } from '../ui/tag-input';
import { YesNoSelect } from '../ui/yes-no-select';
import { ComputerLevelField } from './computer-level-field';

/** The wizard asks (the catalogue's `question`); the profile's editor names (its `label`). */
export type RecordWording = 'question' | 'label';

type FieldValue = boolean | string | string[];

interface RecordFieldProps {
  spec: FieldSpec;
  wording: RecordWording;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string | undefined;
}

/**
 * One field of a professional record, drawn from its catalogue entry (profession-fields.ts):
 * Sim/Não, the computer level, or a list — with presets and the option that opens free entry, or
 * presets and free entry side by side, or free entry alone.
 */
export function RecordField({ spec, wording, value, onChange, error }: RecordFieldProps) {
  const label = spec[wording];
  if (spec.kind === 'yes-no')
    return <YesNoSelect label={label} hint={error} value={value === true} onChange={onChange} />;
  if (spec.kind === 'level')
    return (
      <ComputerLevelField value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />
    );
  const hasOptions = Boolean(spec.options?.length);
  return (
    <TagInput
      label={label}
      hint={error ?? spec.hint}
      values={Array.isArray(value) ? value : []}
      onChange={onChange}
      options={spec.options}
      otherOption={spec.other}
      // Presets without an 'other' option: typing another item is always offered (spec 2 section 4).
      freeEntry={hasOptions ? !spec.other : undefined}
      compare={spec.compare ?? 'case-insensitive'}
      {...(spec.placeholder ? { inputPlaceholder: spec.placeholder } : {})}
    />
  );
}

interface RecordFieldsProps<K extends ProfessionRecord> {
  kind: K;
  /** The fields to draw, in this order. */
  names: readonly ProfessionFieldName<K>[];
  wording: RecordWording;
  values: Partial<ProfessionValues<K>> | Record<string, FieldValue | undefined>;
  onChange: (name: ProfessionFieldName<K>, value: FieldValue) => void;
  errorOf?: (name: ProfessionFieldName<K>) => string | undefined;
}

/**
 * Fields of a professional record, as the wizard's steps and the profile's editor both draw them
 * (each lays them out in its own sections and grids).
 */
export function RecordFields<K extends ProfessionRecord>({
  kind,
  names,
  wording,
  values,
  onChange,
  errorOf,
}: RecordFieldsProps<K>) {
  return names.map((name) => (
    <RecordField
      key={name}
      spec={professionField(kind, name)}
      wording={wording}
      value={(values as Record<string, FieldValue | undefined>)[name]}
      onChange={(value) => onChange(name, value)}
      error={errorOf?.(name)}
    />
  ));
}
