import {
  emptyProfessionValues,
  type ProfessionFieldName,
  type ProfessionRecord,
  type ProfessionValues,
} from '@app/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordFields, type RecordWording } from './record-fields';

function Harness<K extends ProfessionRecord>({
  kind,
  names,
  wording,
  errors = {},
}: {
  kind: K;
  names: ProfessionFieldName<K>[];
  wording: RecordWording;
  errors?: Partial<Record<string, string>>;
}) {
  const [values, setValues] = useState<ProfessionValues<K>>(emptyProfessionValues(kind));
  return (
    <>
      <RecordFields
        kind={kind}
        names={names}
        wording={wording}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        errorOf={(name) => errors[name]}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

describe('RecordFields', () => {
  afterEach(cleanup);

  it('asks in the wizard and names in the profile, from the same catalogue entries', () => {
    render(<Harness kind="tecnico" names={['experiencia_2d', 'equipamentos_scanner']} wording="question" />);
    expect(screen.getByRole('combobox', { name: 'Tem experiência com exames 2D?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Scanners intraorais' })).toBeTruthy();
    cleanup();
    render(<Harness kind="tecnico" names={['experiencia_2d', 'equipamentos_scanner']} wording="label" />);
    expect(screen.getByRole('combobox', { name: 'Experiência com 2D' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Equipamentos de scanner intraoral' })).toBeTruthy();
  });

  it('binds Sim/Não to a boolean, the computer level to its value and a list to an array', () => {
    render(
      <Harness
        kind="recepcionista"
        names={['trabalhou_em_clinica', 'nivel_informatica', 'experiencia_quais_convenios']}
        wording="question"
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Já trabalhou em clínica?' }), {
      target: { value: 'sim' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Nível de informática' }), {
      target: { value: 'Avançado' },
    });
    const insurers = screen.getByRole('group', { name: 'Convênios com que tem experiência' });
    // The catalogue's hint, and 'Outros' opening the free entry.
    expect(insurers.textContent).toContain('Não encontrou o convênio? Escolha “Outros” e digite o nome.');
    expect(within(insurers).queryByRole('textbox')).toBeNull();
    fireEvent.change(within(insurers).getByRole('combobox'), { target: { value: 'Outros' } });
    const input = within(insurers).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Convênio da Vila' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(values()).toMatchObject({
      trabalhou_em_clinica: true,
      nivel_informatica: 'Avançado',
      experiencia_quais_convenios: ['Convênio da Vila'],
    });
  });

  it('offers typing beside the presets of a list without an “other” option, with its placeholder', () => {
    render(
      <Harness
        kind="radiologista"
        names={['softwares_3d', 'cursos_atualizacao_radiologia']}
        wording="label"
      />,
    );
    const software = screen.getByRole('group', { name: 'Softwares 3D' });
    expect(within(software).getByRole('combobox')).toBeTruthy();
    const typed = within(software).getByRole('textbox');
    fireEvent.change(typed, { target: { value: 'Meu Visualizador' } });
    fireEvent.keyDown(typed, { key: 'Enter' });
    const courses = screen.getByRole('group', { name: 'Cursos de atualização em radiologia' });
    expect(within(courses).queryByRole('combobox')).toBeNull();
    expect(within(courses).getByPlaceholderText('Digite um curso')).toBeTruthy();
    expect(values().softwares_3d).toEqual(['Meu Visualizador']);
  });

  it('shows a field’s error under it', () => {
    render(
      <Harness
        kind="tecnico"
        names={['nivel_informatica']}
        wording="question"
        errors={{ nivel_informatica: 'Escolha o nível de informática.' }}
      />,
    );
    expect(document.body.textContent).toContain('Escolha o nível de informática.');
  });
});
