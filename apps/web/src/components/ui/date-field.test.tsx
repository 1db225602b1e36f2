import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './date-field';

let latest = '';
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <DateField label="Data de nascimento" value={value} onChange={setValue} />;
}

const input = () => screen.getByLabelText('Data de nascimento') as HTMLInputElement;

describe('DateField', () => {
  afterEach(cleanup);

  it('is a numeric text input masked as dd/mm/aaaa, not a browser date input', () => {
    render(<Harness />);
    expect(input().type).toBe('text');
    expect(input().inputMode).toBe('numeric');
    expect(input().placeholder).toBe('dd/mm/aaaa');
  });

  it('keeps the typed text until the date is whole, then the ISO date', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '1005' } });
    expect(input().value).toBe('10/05');
    expect(latest).toBe('10/05');
    fireEvent.change(input(), { target: { value: '10/05/1990' } });
    expect(input().value).toBe('10/05/1990');
    expect(latest).toBe('1990-05-10');
  });

  it('keeps an impossible date as typed, for the schema to refuse', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '31022020' } });
    expect(input().value).toBe('31/02/2020');
    expect(latest).toBe('31/02/2020');
  });

  it('shows an ISO value (a draft, a stored record) as dd/mm/aaaa', () => {
    render(<Harness initial="2015-07-01" />);
    expect(input().value).toBe('01/07/2015');
  });
});
