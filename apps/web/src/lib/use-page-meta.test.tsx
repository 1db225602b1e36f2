import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the title and the description, and restores the description on unmount', () => {
    document.head.innerHTML = '<meta name="description" content="Padrão do site">';
    const { unmount } = renderHook(() =>
      usePageMeta({ title: 'Quem somos', description: 'Conheça a RX Odonto.' }),
    );
    expect(document.title).toBe('Quem somos | RX Odonto');
    expect(description()?.content).toBe('Conheça a RX Odonto.');
    unmount();
    expect(description()?.content).toBe('Padrão do site');
  });

  it('creates the meta element when the page has none, and removes it afterwards', () => {
    const { unmount, rerender } = renderHook((text: string) => usePageMeta({ description: text }), {
      initialProps: 'Primeira',
    });
    expect(description()?.content).toBe('Primeira');
    rerender('Segunda');
    expect(description()?.content).toBe('Segunda');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(description()).toBeNull();
  });
});
