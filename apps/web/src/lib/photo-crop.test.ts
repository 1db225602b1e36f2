import { describe, expect, it } from 'vitest';
import { clampView, fitWithin, MAX_ZOOM, sourceSquare } from './photo-crop';

const landscape = { width: 4000, height: 3000 };

describe('photo crop geometry', () => {
  it('at zoom 1 and centred, frames the middle square of the shorter side', () => {
    expect(sourceSquare(landscape, 300, { zoom: 1, x: 0, y: 0 })).toEqual({ sx: 500, sy: 0, side: 3000 });
  });
  it('zooming in frames a smaller square around the centre', () => {
    expect(sourceSquare(landscape, 300, { zoom: 2, x: 0, y: 0 })).toEqual({ sx: 1250, sy: 750, side: 1500 });
  });
  it('moving the image right shows more of its left side', () => {
    const moved = clampView(landscape, 300, { zoom: 1, x: 50, y: 0 });
    expect(moved).toEqual({ zoom: 1, x: 50, y: 0 });
    expect(sourceSquare(landscape, 300, moved).sx).toBe(0);
  });
  it('never lets the image uncover the frame, nor the zoom leave 1 to MAX_ZOOM', () => {
    expect(clampView(landscape, 300, { zoom: 1, x: 500, y: 80 })).toEqual({ zoom: 1, x: 50, y: 0 });
    expect(clampView(landscape, 300, { zoom: 0.2, x: 0, y: 0 }).zoom).toBe(1);
    expect(clampView(landscape, 300, { zoom: 99, x: 0, y: 0 }).zoom).toBe(MAX_ZOOM);
  });
  it('fits a size within a side without enlarging it', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin({ width: 800, height: 600 }, 1200)).toEqual({ width: 800, height: 600 });
  });
});
