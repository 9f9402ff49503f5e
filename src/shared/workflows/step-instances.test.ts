import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialStepInstances, stepInstanceBounds, stepInstanceProblem } from './step-instances.ts';

describe('step form instances', () => {
  it('lets a multiple-instance form grow to its maximum and shrink to its minimum, no further', () => {
    const meta = { multipleInstancesAllowed: true, minInstances: 2, maxInstances: 3 };
    expect(initialStepInstances(meta)).toBe(2);
    expect(stepInstanceProblem('Visit', meta, 2, 1)).toBeNull();
    expect(stepInstanceProblem('Visit', meta, 3, 1)).toBe('Visit allows at most 3 responses per workflow.');
    expect(stepInstanceProblem('Visit', meta, 3, -1)).toBeNull();
    expect(stepInstanceProblem('Visit', meta, 2, -1)).toBe('Visit needs at least 2 responses per workflow.');
  });

  it('adds nothing to a form that allows one response, and sets no upper limit without a maximum', () => {
    expect(stepInstanceProblem('Plan', {}, 1, 1)).toBe('Plan allows one response per workflow.');
    expect(initialStepInstances(undefined)).toBe(1);
    expect(stepInstanceProblem('Visit', { multipleInstancesAllowed: true }, 500, 1)).toBeNull();
  });

  it('starts every workflow within the bounds it then enforces', () => {
    const meta = fc.record({
      multipleInstancesAllowed: fc.boolean(),
      minInstances: fc.option(fc.nat(20), { nil: undefined }),
      maxInstances: fc.option(fc.nat(20), { nil: null }),
    });
    fc.assert(
      fc.property(meta, fc.nat(25), (info, current) => {
        const { min, max } = stepInstanceBounds(info);
        const start = initialStepInstances(info);
        expect(start).toBeGreaterThanOrEqual(min);
        expect(start).toBeLessThanOrEqual(Math.max(max, 1));
        // Each accepted change keeps the count within the bounds.
        if (stepInstanceProblem('F', info, current, 1) === null) expect(current + 1).toBeLessThanOrEqual(max);
        if (stepInstanceProblem('F', info, current, -1) === null)
          expect(current - 1).toBeGreaterThanOrEqual(min);
      }),
    );
  });
});
