import { describe, expect, it } from 'vitest';
import { moveStep } from './use-wizard-steps';

describe('moveStep', () => {
  it('moves by one step', () => {
    expect(moveStep(0, 1, 3)).toBe(1);
    expect(moveStep(2, -1, 3)).toBe(1);
  });

  it('is bounded at the first and the last step', () => {
    expect(moveStep(0, -1, 3)).toBe(0);
    expect(moveStep(2, 1, 3)).toBe(2);
    expect(moveStep(1, 5, 3)).toBe(2);
    expect(moveStep(0, 1, 1)).toBe(0);
  });
});
