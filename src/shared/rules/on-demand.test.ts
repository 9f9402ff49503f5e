import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRules } from './evaluator.ts';
import type { RuleState } from './evaluator.ts';
import { applyRandomChange, randomForm } from './random-forms.test-support.ts';
import { slotKey } from './rule-evaluation.ts';
import { seededRandom, stateOf } from './test-support.ts';

type Step = { ask: number; row: number } | { change: number } | 'complete';

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ ask: fc.nat(), row: fc.nat() }),
  fc.record({ change: fc.integer() }),
  fc.constant('complete' as const),
);

// Updates either complete the evaluation first (a renderer's) or recompute only the verdicts asked for so far
// (a server's judgement of a write): both show every element as a full evaluation does.
describe.each([
  ['updates complete it first', {}],
  ['updates reach only what was asked', { updateAskedOnly: true }],
] as const)('rules evaluated on demand, %s', (_mode, options) => {
  it('show every element as a full evaluation does, and report every flip of an element already shown', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(step, { maxLength: 40 }), (seed, steps) => {
        const generated = randomForm(seededRandom(seed));
        const elements = generated.form.components;
        const evaluator = compileRules(generated.form);
        // The full evaluations to compare with come from an evaluator of their own: the one on demand
        // computes its first verdicts before its graph is linked, which a full evaluation would do.
        const reference = compileRules(generated.form);
        const state: RuleState = stateOf(generated.answers, generated.context);
        const lazy = evaluator.evaluateOnDemand(state, options);
        // What a renderer has drawn: an element's verdicts as last shown, redrawn only when reported.
        const shown = new Map<
          string,
          { guid: string; row: string | null; hidden: boolean; readOnly: boolean }
        >();
        for (const each of steps) {
          const full = reference.evaluateAll({ answers: state.answers, context: state.context });
          if (each === 'complete') lazy.complete();
          else if ('ask' in each) {
            const guid = elements[each.ask % elements.length]!.guid;
            const rows = [null, ...generated.rows];
            const row = rows[each.row % rows.length]!;
            const verdict = { hidden: lazy.isHidden(guid, row), readOnly: lazy.isReadOnly(guid, row) };
            expect(verdict).toEqual({
              hidden: full.isHidden(guid, row),
              readOnly: full.isReadOnly(guid, row),
            });
            shown.set(slotKey(guid, row), { guid, row, ...verdict });
          } else {
            const changes = applyRandomChange(seededRandom(each.change), generated, state, evaluator);
            const after = reference.evaluateAll({ answers: state.answers, context: state.context });
            const reported = new Set([...changes.hidden, ...changes.readOnly]);
            for (const [key, before] of shown) {
              const now = {
                hidden: after.isHidden(before.guid, before.row),
                readOnly: after.isReadOnly(before.guid, before.row),
              };
              const flipped = now.hidden !== before.hidden || now.readOnly !== before.readOnly;
              if (flipped) expect(reported.has(before.guid) || reported.has(key)).toBe(true);
              expect(lazy.isHidden(before.guid, before.row)).toBe(now.hidden);
              expect(lazy.isReadOnly(before.guid, before.row)).toBe(now.readOnly);
              shown.set(key, { ...before, ...now });
            }
          }
        }
        lazy.complete();
        const full = reference.evaluateAll({ answers: state.answers, context: state.context });
        expect([...lazy.hidden].sort()).toEqual([...full.hidden].sort());
        expect([...lazy.readOnly].sort()).toEqual([...full.readOnly].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('compute only what the elements asked about read', () => {
    const generated = randomForm(seededRandom(7));
    const evaluator = compileRules(generated.form);
    const lazy = evaluator.evaluateOnDemand(stateOf(generated.answers, generated.context), options);
    expect(lazy.isComplete).toBe(false);
    lazy.isHidden(generated.questions[0]!.guid);
    expect(lazy.isComplete).toBe(false);
    lazy.complete();
    expect(lazy.isComplete).toBe(true);
  });
});

describe('rules evaluated on demand with updates reaching only what was asked', () => {
  it('change an answer without computing the verdicts nobody asked about', () => {
    const generated = randomForm(seededRandom(7));
    const evaluator = compileRules(generated.form);
    const state = stateOf(generated.answers, generated.context);
    const lazy = evaluator.evaluateOnDemand(state, { updateAskedOnly: true });
    lazy.isHidden(generated.questions[0]!.guid);
    applyRandomChange(seededRandom(3), generated, state, evaluator);
    expect(lazy.isComplete).toBe(false);
    // The same change completes an evaluation whose updates reach everything.
    const other = stateOf(generated.answers, generated.context);
    const completing = evaluator.evaluateOnDemand(other);
    completing.isHidden(generated.questions[0]!.guid);
    applyRandomChange(seededRandom(3), generated, other, evaluator);
    expect(completing.isComplete).toBe(true);
  });
});
