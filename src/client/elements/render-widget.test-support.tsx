import { useState } from 'react';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { elementRegistry } from '../../shared/generated/elements.gen.ts';
import type { ElementAnswers, ElementsByType, ElementType } from '../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { isUnreadableDraft, type UnreadableDraft } from '../../shared/machines/form/answer-value.ts';
import type { ElementWidget, WidgetServices } from './element-widget.ts';
import type { ProposedServices } from './parts/actions/proposed-services.ts';

// Test support for widget tests: one widget rendered the way the renderer shows it (a label pointing at a
// question's input, the value it reports handed back to it), with services whose every operation is a spy.

// Tests do not enable vitest globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export const TEST_USER = { userGuid: 'user-1', loginName: 'ann', email: 'ann@example.com' };

/** An element of a type with the given properties, as the renderer would receive it. */
export function makeElement<Type extends ElementType>(
  type: Type,
  properties: Partial<ElementsByType[Type]['properties']> = {},
  label = 'Question',
): ElementsByType[Type] {
  return { guid: 'element-1', type, label, questionCode: `${type}1`, properties } as ElementsByType[Type];
}

/** Services whose every operation is a spy that succeeds with nothing; override what a test looks at. */
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

interface GivenProps<Type extends ElementType> {
  value?: ElementAnswers[Type] | null;
  readOnly?: boolean;
  error?: string | null;
  services?: WidgetServices & ProposedServices;
}

type Given<Type extends ElementType> = Required<GivenProps<Type>> & { valueVersion: number };

interface HarnessProps<Type extends ElementType> {
  Widget: ElementWidget<Type>;
  element: ElementsByType[Type];
  given: Given<Type>;
  onChange: (value: ElementAnswers[Type] | UnreadableDraft | null) => void;
  onBlur: () => void;
}

function Harness<Type extends ElementType>({ Widget, element, given, onChange, onBlur }: HarnessProps<Type>) {
  // The widget's last report is its value until the test hands it a new one (a change from elsewhere).
  const [held, setHeld] = useState({ version: given.valueVersion, value: given.value });
  const value = held.version === given.valueVersion ? held.value : given.value;
  return (
    <>
      {!elementRegistry[element.type].displayOnly && <label htmlFor="question">{element.label}</label>}
      <Widget
        id="question"
        element={element}
        value={value}
        onChange={(next) => {
          onChange(next);
          // As the renderer does, an unreadable draft is not handed back as the answer.
          if (!isUnreadableDraft(next)) setHeld({ version: given.valueVersion, value: next });
        }}
        onBlur={onBlur}
        readOnly={given.readOnly}
        error={given.error}
        repeatableGroupGuid={EMPTY_GUID}
        services={given.services}
      />
      {/* Something to click that takes the focus away from the widget. */}
      <p>elsewhere</p>
    </>
  );
}

/**
 * Renders a widget; returns the onChange and onBlur spies, the services, a user, and `rerender`, which gives
 * the widget new props as the renderer does after the response changed.
 */
export function renderWidget<Type extends ElementType>(
  Widget: ElementWidget<Type>,
  element: ElementsByType[Type],
  initial: GivenProps<Type> = {},
) {
  const onChange = vi.fn<(value: ElementAnswers[Type] | UnreadableDraft | null) => void>();
  const onBlur = vi.fn<() => void>();
  let given: Given<Type> = {
    readOnly: false,
    error: null,
    services: fakeServices(),
    ...initial,
    value: initial.value ?? null,
    valueVersion: 0,
  };
  const ui = () => (
    <Harness Widget={Widget} element={element} given={given} onChange={onChange} onBlur={onBlur} />
  );
  const result = render(ui());
  return {
    ...result,
    user: userEvent.setup(),
    onChange,
    onBlur,
    services: given.services,
    rerender(next: GivenProps<Type>) {
      given = { ...given, ...next, valueVersion: given.valueVersion + ('value' in next ? 1 : 0) };
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
