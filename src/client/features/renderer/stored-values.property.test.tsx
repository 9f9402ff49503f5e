// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyStoredValue } from '../../../shared/elements/stored-values.test-support.ts';
import { arbitraryForId } from '../../../../tests/support/json-schema-arbitrary.ts';
import { elementRegistry } from '../../../shared/generated/elements.gen.ts';
import { answerValidators } from '../../../shared/generated/validators.gen.ts';
import type { ElementType } from '../../../shared/generated/types.gen.ts';
import { QUESTION_FAILED_TEXT } from './question-boundary.tsx';
import { el, formOf } from './test-forms.ts';
import { renderTestForm, storedAnswer } from './render-test-form.test-support.tsx';

// For every element type: any value its answer schema accepts is shown by its widget, and any value at all
// stays inside its own question while the question beside it keeps working.

afterEach(cleanup);

async function renderWith(type: ElementType, value: unknown) {
  const form = formOf([el('q', type, { label: 'Question' }), el('other', 'SimpleText', { label: 'Beside' })]);
  const { unmount } = renderTestForm(form, [storedAnswer('q', value)]);
  const beside = (await screen.findByLabelText('Beside')) as HTMLInputElement;
  const question = document.getElementById('element-q');
  const failed = question?.textContent?.includes(QUESTION_FAILED_TEXT) ?? false;
  const refused = question?.textContent?.includes('saved answer cannot be shown') ?? false;
  const besideWorks = !beside.disabled && !beside.readOnly;
  unmount();
  return { failed, refused, besideWorks };
}

// Widgets that throw are caught by design; React still reports them on the console, which is noise here.
vi.spyOn(console, 'error').mockImplementation(() => undefined);

const elementTypes = Object.keys(elementRegistry) as ElementType[];

describe.each(elementTypes)('%s', (type) => {
  it('shows every value its answer schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryForId(elementRegistry[type].answerSchemaId), async (value) => {
        fc.pre(answerValidators[type](value));
        const outcome = await renderWith(type, value);
        expect(outcome).toEqual({ failed: false, refused: false, besideWorks: true });
      }),
      { numRuns: 8 },
    );
  });

  it('keeps any stored value inside its own question', async () => {
    await fc.assert(
      fc.asyncProperty(anyStoredValue, async (value) => {
        const outcome = await renderWith(type, value);
        expect(outcome.besideWorks).toBe(true);
        expect(outcome.failed).toBe(false);
      }),
      { numRuns: 8 },
    );
  });
});
