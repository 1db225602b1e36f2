import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagInput, type TagInputProps } from './tag-input';

function Harness(props: Omit<TagInputProps, 'values' | 'onChange'> & { initial?: string[] }) {
  const [values, setValues] = useState<string[]>(props.initial ?? []);
  return <TagInput {...props} values={values} onChange={setValues} />;
}

const items = () =>
  screen.queryByRole('list', { name: 'Itens adicionados' })
    ? within(screen.getByRole('list', { name: 'Itens adicionados' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    : [];

describe('TagInput', () => {
  afterEach(cleanup);

  it('adds by choosing in the select, and never offers a chosen option again', () => {
    render(<Harness label="Softwares 3D" options={['Romexis', 'Galaxis']} />);
    const select = screen.getByRole('combobox', { name: 'Softwares 3D' });
    fireEvent.change(select, { target: { value: 'Romexis' } });
    expect(items()).toEqual(['Romexis']);
    expect(within(select).queryByRole('option', { name: 'Romexis' })).toBeNull();
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('adds typed values with Enter and Adicionar, ignoring blanks and duplicates (case-insensitive)', () => {
    render(<Harness label="Outros conhecimentos" initial={['Excel']} />);
    const input = screen.getByRole('textbox', { name: 'Outros conhecimentos' });
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'excel' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(items()).toEqual(['Excel']);
    fireEvent.change(input, { target: { value: 'Fotografia ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(items()).toEqual(['Excel', 'Fotografia']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("opens a free entry on 'Outra', with Adicionar and Cancelar; exact comparison", () => {
    render(
      <Harness
        label="Equipamentos 2D"
        options={['Carestream', 'Outra']}
        otherOption="Outra"
        compare="exact"
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Equipamentos 2D' });
    fireEvent.change(select, { target: { value: 'Carestream' } });
    fireEvent.change(select, { target: { value: 'Outra' } });
    const input = screen.getByRole('textbox', { name: 'Equipamentos 2D (outro valor)' });
    fireEvent.change(input, { target: { value: 'carestream' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(items()).toEqual(['Carestream', 'carestream']);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.change(select, { target: { value: 'Outra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(items()).toEqual(['Carestream', 'carestream']);
  });

  it('removes an item with its × button', () => {
    render(<Harness label="Convênios" initial={['Amil Dental', 'Hapvida']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover Amil Dental' }));
    expect(items()).toEqual(['Hapvida']);
  });
});
