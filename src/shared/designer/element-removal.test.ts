import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormElement } from '../generated/types.gen.ts';
import { withoutElement } from './element-removal.ts';

const el = (guid: string, type: string, parentGuid: string | null, extra: Partial<FormElement> = {}) =>
  ({ guid, type, questionCode: guid, parentGuid, properties: {}, ...extra }) as FormElement;

describe('removing an element', () => {
  it('takes it out of the sums and percentages that read it', () => {
    const form = {
      guid: 'f',
      components: [
        el('s', 'Section', null),
        el('a', 'Number', 's'),
        el('b', 'Number', 's'),
        el('sum', 'Number', 's', { events: [{ eventType: 'SumTo', formElementGuidsToSum: ['a', 'b'] }] }),
        el('share', 'Number', 's', {
          events: [
            { eventType: 'PercentageTo', numeratorFormElementGuid: 'a', denominatorFormElementGuid: 'sum' },
          ],
        }),
      ],
      rules: [],
    } as unknown as FormDefinition;
    const left = withoutElement(form, 'a').components;
    expect(left.find((element) => element.guid === 'sum')!.events).toEqual([
      { eventType: 'SumTo', formElementGuidsToSum: ['b'] },
    ]);
    expect(left.find((element) => element.guid === 'share')!.events).toEqual([
      { eventType: 'PercentageTo', numeratorFormElementGuid: null, denominatorFormElementGuid: 'sum' },
    ]);
  });
});
