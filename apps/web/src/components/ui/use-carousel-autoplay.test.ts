import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMediaStubs } from './test-media';
import { useCarouselAutoplay } from './use-carousel-autoplay';

const blurTo = (inside: boolean) => {
  const root = document.createElement('div');
  const child = document.createElement('button');
  root.append(child);
  return {
    currentTarget: root,
    relatedTarget: inside ? child : document.body,
  } as unknown as FocusEvent<HTMLElement>;
};

describe('useCarouselAutoplay', () => {
  const target = { scrollNext: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    target.scrollNext.mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances after each delay, restarting the countdown when the slide changes', () => {
    installMediaStubs();
    const { result, rerender } = renderHook(
      ({ index }) => useCarouselAutoplay(target, { delayMs: 1000, selectedIndex: index }),
      { initialProps: { index: 0 } },
    );
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(target.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
    rerender({ index: 1 });
    act(() => vi.advanceTimersByTime(600));
    rerender({ index: 2 });
    act(() => vi.advanceTimersByTime(600));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(400));
    expect(target.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('pauses while hovered and while the focus is inside', () => {
    installMediaStubs();
    const { result } = renderHook(() => useCarouselAutoplay(target, { delayMs: 1000 }));
    act(() => result.current.pauseHandlers.onMouseEnter());
    act(() => vi.advanceTimersByTime(5000));
    expect(target.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.pauseHandlers.onMouseLeave());
    act(() => result.current.pauseHandlers.onFocus());
    act(() => result.current.pauseHandlers.onBlur(blurTo(true)));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.running).toBe(false);
    expect(target.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.pauseHandlers.onBlur(blurTo(false)));
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('stops for good with the pause button, and resumes with it', () => {
    installMediaStubs();
    const { result } = renderHook(() => useCarouselAutoplay(target, { delayMs: 1000 }));
    act(() => result.current.toggle());
    expect(result.current.stopped).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(target.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(1000));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('never runs with reduced motion, without a carousel yet, or with a zero delay', () => {
    installMediaStubs({ reducedMotion: true });
    const reduced = renderHook(() => useCarouselAutoplay(target, { delayMs: 1000 }));
    expect(reduced.result.current.available).toBe(false);
    vi.unstubAllGlobals();
    installMediaStubs();
    const noTarget = renderHook(() => useCarouselAutoplay(undefined, { delayMs: 1000 }));
    const off = renderHook(() => useCarouselAutoplay(target, { delayMs: 0 }));
    act(() => vi.advanceTimersByTime(5000));
    expect(noTarget.result.current.running).toBe(false);
    expect(off.result.current.available).toBe(false);
    expect(target.scrollNext).not.toHaveBeenCalled();
  });
});
