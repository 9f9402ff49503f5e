import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { ElementAnswers, ElementsByType, ElementType } from '../../../../shared/generated/types.gen.ts';
import type { UnreadableDraft } from '../../../../shared/machines/form/answer-value.ts';
import type { ElementWidget, WidgetServices } from '../../element-widget.ts';
import type { ProposedServices } from './proposed-services.ts';
import { EMPTY_GUID } from '../../../../shared/guid.ts';

// Test support for the action and layout widgets: services whose every operation is a spy that succeeds with
// nothing (override per test), and a render that can hand the widget new props as the renderer would.

// Tests do not enable vitest globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export { EMPTY_GUID };
export const TEST_USER = { userGuid: 'user-1', loginName: 'ann', email: 'ann@example.com' };

/** An element of a type with the given properties. */
export function actionElement<Type extends ElementType>(
  type: Type,
  properties: Partial<ElementsByType[Type]['properties']> = {},
  label = 'Question',
): ElementsByType[Type] {
  return { guid: 'element-1', type, label, questionCode: `${type}1`, properties } as ElementsByType[Type];
}

export function fakeServices(overrides: Partial<WidgetServices> = {}): WidgetServices {
  return {
    formDefinitionGuid: 'form-1',
    responseGuid: 'response-1',
    orgGuid: 'org-1',
    currentUser: TEST_USER,
    renderChildren: vi.fn(() => null),
    renderTemplate: vi.fn((text: string) => text),
    isSaving: false,
    unansweredGuids: [],
    focusQuestion: vi.fn(),
    keepAlive: keptFor(),
    pinElement: vi.fn(),
    repeaterRows: vi.fn(() => []),
    addRepeaterRows: vi.fn(async () => undefined),
    deleteRepeaterRow: vi.fn(async () => undefined),
    uploadFiles: vi.fn(async () => undefined),
    deleteFile: vi.fn(async () => undefined),
    fileUrl: vi.fn(async () => 'https://files.example.com/file'),
    submitComment: vi.fn(async () => []),
    approveStamp: vi.fn(async () => []),
    revokeStamp: vi.fn(async () => []),
    workflow: null,
    changeWorkflowStatus: vi.fn(async () => undefined),
    changeFormStatus: vi.fn(async () => undefined),
    formStatus: 'Draft',
    securityGroups: vi.fn(async () => []),
    entities: vi.fn(async () => []),
    ...overrides,
  };
}

interface HarnessProps<Type extends ElementType> {
  value?: ElementAnswers[Type] | null;
  readOnly?: boolean;
  services?: WidgetServices & ProposedServices;
}

/** Renders a widget; `rerender` gives it new props, as the renderer does after the response changes. */
export function renderAction<Type extends ElementType>(
  Widget: ElementWidget<Type>,
  element: ElementsByType[Type],
  initial: HarnessProps<Type> = {},
) {
  const onChange = vi.fn<(value: ElementAnswers[Type] | UnreadableDraft | null) => void>();
  let current = { value: null, readOnly: false, services: fakeServices(), ...initial };
  const ui = () => (
    <Widget
      id="field-1"
      element={element}
      value={current.value ?? null}
      onChange={onChange}
      readOnly={current.readOnly}
      error={null}
      repeatableGroupGuid={EMPTY_GUID}
      services={current.services}
    />
  );
  const result = render(ui());
  return {
    user: userEvent.setup(),
    onChange,
    services: current.services,
    rerender(next: HarnessProps<Type>) {
      current = { ...current, ...next };
      result.rerender(ui());
    },
  };
}

/** A real keep-alive store: one object per key, as the renderer keeps them for an open response. */
function keptFor() {
  const kept = new Map<string, unknown>();
  return <T,>(key: string, create: () => T): T => {
    if (!kept.has(key)) kept.set(key, create());
    return kept.get(key) as T;
  };
}
