import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypingOnPage } from './use-typing-on-page';

function Probe() {
  return <output>{useTypingOnPage() ? 'digitando' : 'parado'}</output>;
}

describe('useTypingOnPage', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('sees a field that had the focus before it mounted (a tap before hydration)', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('digitando');
  });

  it('follows the focus into a text field and out of it, and ignores checkboxes', async () => {
    const field = document.createElement('input');
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(field, box);
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('parado');
    act(() => field.focus());
    expect(screen.getByRole('status').textContent).toBe('digitando');
    await act(async () => {
      box.focus();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('status').textContent).toBe('parado');
  });
});
