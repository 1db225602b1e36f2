import { COMPUTER_LEVELS } from '@app/shared';
import { SelectField } from '../ui/select-field';

const OPTIONS = COMPUTER_LEVELS.map((level) => level.value);

/** 'Nível de informática': Básico, Intermediário or Avançado, the chosen level's description under it. */
export function ComputerLevelField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const description = COMPUTER_LEVELS.find((level) => level.value === value)?.description;
  return (
    <SelectField
      label="Nível de informática"
      placeholder="Selecione o nível"
      options={OPTIONS}
      value={value}
      error={error}
      hint={description ?? 'Escolha o nível que melhor descreve o seu uso do computador.'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
