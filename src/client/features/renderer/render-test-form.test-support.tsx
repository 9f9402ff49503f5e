import { render } from '@testing-library/react';
import type { Answer, FormDefinition, FormResponse } from '../../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { DisplayMode } from './display-mode.ts';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

/** A stored top-level answer as the server sends it: the value as JSON text. */
export function storedAnswer(formElementGuid: string, value: unknown): Answer {
  return { formElementGuid, repeatableGroupGuid: EMPTY_GUID, answerValue: JSON.stringify(value) ?? null };
}

/** Renders a test form through the real renderer, opened by the test viewer with these stored answers. */
export function renderTestForm(
  form: FormDefinition,
  answers: FormResponse['answers'] = [],
  displayMode: DisplayMode = 'fill',
) {
  return render(
    <FormRenderer
      form={form}
      response={responseOf(answers)}
      backend={fakeBackend().backend}
      viewer={TEST_VIEWER}
      org={TEST_ORG}
      displayMode={displayMode}
    />,
  );
}
