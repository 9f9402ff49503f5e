import { useState } from 'react';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { ElementAnswers, ElementsByType, ElementType } from '../../../shared/generated/types.gen.ts';
import { isUnreadableDraft, type UnreadableDraft } from '../../../shared/machines/form/answer-value.ts';
import type { ElementWidget, WidgetServices } from '../element-widget.ts';

// Test support for widget tests: renders a widget the way the renderer does, holding the value in state
// so that what the widget reports comes back to it as props.

// Tests do not enable vitest globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** An element of a type with the given properties, as the renderer would receive it. */
export function makeElement<Type extends ElementType>(
  type: Type,
  properties: ElementsByType[Type]['properties'] = {},
  label = 'Question',
): ElementsByType[Type] {
  return { guid: 'element-1', type, label, questionCode: `${type}1`, properties } as ElementsByType[Type];
}

/** Services that fail loudly when a test did not expect a widget to use them. */
export function stubServices(overrides: Partial<WidgetServices> = {}): WidgetServices {
  const unexpected = () => {
    throw new Error('service not expected in this test');
  };
  return {
    formDefinitionGuid: 'form-1',
    responseGuid: 'response-1',
    orgGuid: 'org-1',
    currentUser: { userGuid: 'user-1', loginName: 'user', email: 'user@example.com' },
    renderChildren: () => null,
    renderTemplate: (text) => text,
    isSaving: false,
    unansweredGuids: [],
    focusQuestion: unexpected,
    keepAlive: keptFor(),
    pinElement: unexpected,
    repeaterRows: () => [],
    addRepeaterRows: unexpected,
    deleteRepeaterRow: unexpected,
    uploadFiles: unexpected,
    deleteFile: unexpected,
    fileUrl: unexpected,
    submitComment: unexpected,
    approveStamp: unexpected,
    revokeStamp: unexpected,
    workflow: null,
    changeWorkflowStatus: unexpected,
    changeFormStatus: unexpected,
    formStatus: 'Draft',
    securityGroups: unexpected,
    entities: unexpected,
    ...overrides,
  };
}

interface RenderOptions<Type extends ElementType> {
  value?: ElementAnswers[Type] | null;
  readOnly?: boolean;
  error?: string | null;
  services?: WidgetServices;
}

/** Renders a widget with a label pointing at its id; returns the onChange and onBlur spies and a user. */
export function renderWidget<Type extends ElementType>(
  Widget: ElementWidget<Type>,
  element: ElementsByType[Type],
  options: RenderOptions<Type> = {},
) {
  const onChange = vi.fn<(value: ElementAnswers[Type] | UnreadableDraft | null) => void>();
  const onBlur = vi.fn<() => void>();
  const services = options.services ?? stubServices();
  function Harness() {
    const [value, setValue] = useState<ElementAnswers[Type] | null>(options.value ?? null);
    return (
      <>
        <label htmlFor="question">{element.label}</label>
        <Widget
          id="question"
          element={element}
          value={value}
          onChange={(next) => {
            onChange(next);
            // As the renderer does, an unreadable draft is not handed back as the answer.
            if (!isUnreadableDraft(next)) setValue(next);
          }}
          onBlur={onBlur}
          readOnly={options.readOnly ?? false}
          error={options.error ?? null}
          repeatableGroupGuid="00000000-0000-0000-0000-000000000000"
          services={services}
        />
        <button type="button">elsewhere</button>
      </>
    );
  }
  const user = userEvent.setup();
  return { ...render(<Harness />), onChange, onBlur, user };
}

/** A real keep-alive store: one object per key, as the renderer keeps them for an open response. */
function keptFor() {
  const kept = new Map<string, unknown>();
  return <T,>(key: string, create: () => T): T => {
    if (!kept.has(key)) kept.set(key, create());
    return kept.get(key) as T;
  };
}
