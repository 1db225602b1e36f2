import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll';

describe('scrollToSection', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    document.body.innerHTML = '';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  const addSection = (id: string, top: number) => {
    const el = document.createElement('section');
    el.id = id;
    el.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(el);
  };

  it('waits 250 ms, then smooth-scrolls leaving 150 px on wide screens', () => {
    vi.stubGlobal('innerWidth', 1366);
    addSection('missao', 1000);
    scrollToSection('missao');
    vi.advanceTimersByTime(249);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 850, behavior: 'smooth' });
  });

  it('leaves 110 px under 768 px wide, or the given offset', () => {
    vi.stubGlobal('innerWidth', 375);
    addSection('missao', 1000);
    scrollToSection('missao');
    vi.advanceTimersByTime(250);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 890, behavior: 'smooth' });
    scrollToSection('missao', { offset: 50, delayMs: 0 });
    vi.advanceTimersByTime(0);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 950, behavior: 'smooth' });
  });

  it('waits for a section rendered later, and can be cancelled', () => {
    vi.stubGlobal('innerWidth', 1366);
    scrollToSection('tarde');
    vi.advanceTimersByTime(400);
    expect(scrollTo).not.toHaveBeenCalled();
    addSection('tarde', 500);
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledWith({ top: 350, behavior: 'smooth' });

    addSection('cancelada', 500);
    const cancel = scrollToSection('cancelada');
    cancel();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
