import { clsx } from 'clsx';
import { memo, Suspense, use, useCallback, useMemo } from 'react';
import { elementRegistry } from '../../../shared/generated/elements.gen.ts';
import { EMPTY_GUID, rowKey } from '../../../shared/rules/answer-store.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { answerJudge, loadAnswerJudge } from './answer-judge.ts';
import { elementLabel } from './element-label.tsx';
import { slotsOf } from './element-slots.ts';
import type { FormLayout } from './form-layout.ts';
import { optionalityMarker } from './optionality.ts';
import { QuestionRun } from './question-run.tsx';
import { groupQuestions } from './question-runs.ts';
import { QuestionBoundary } from './question-boundary.tsx';
import { useRenderer, useSlots } from './renderer-context.ts';
import { DeferredWidget } from './deferred-widget.tsx';
import { widgetFor } from './widget-lookup.ts';

/** The DOM id of an element's wrapper (focusQuestion and the table of contents scroll to it). */
export function elementDomId(elementGuid: string, row: string): string {
  const key = rowKey(row);
  return key ? `element-${elementGuid}-${key}` : `element-${elementGuid}`;
}

/** Whether an element is a question: answerable and without children (sections and repeaters have some). */
function isQuestion(layout: FormLayout, guid: string): boolean {
  const element = layout.byGuid.get(guid)!;
  return !elementRegistry[element.type].displayOnly && layout.childrenOf(guid).length === 0;
}

/**
 * One element in one repeater row: the label (answerable elements only; display-only widgets draw their own
 * content), the optionality marker, indentation and page break, then the element type's widget from the
 * registry. Memoised on (guid, row) and re-rendered only when one of its slots is bumped.
 */
export const ElementView = memo(function ElementView({ guid, row }: { guid: string; row: string }) {
  const { session, services, mode, mountsAtOnce, screensAhead } = useRenderer();
  const element = session.layout.byGuid.get(guid)!;
  const displayOnly = elementRegistry[element.type].displayOnly;
  const hasChildren = session.layout.childrenOf(guid).length > 0;
  const isolatedQuestion = !displayOnly && !hasChildren && mode !== 'print';
  useSlots(session.slots, slotsOf(guid, row, displayOnly && !hasChildren));
  const onChange = useCallback((value: unknown) => session.change(guid, row, value), [session, guid, row]);
  // Widgets of questions far below the fold mount as they come near (print mounts everything). Elements with
  // children always mount, so every element's wrapper and label are on the page from the start.
  const eager = mode === 'print' || hasChildren || (row === EMPTY_GUID && mountsAtOnce(guid));

  if (session.evaluation.isHidden(guid, row)) return null;
  const readOnly = mode !== 'fill' || session.evaluation.isReadOnly(guid, row);
  const empty = session.isEmpty(guid, row);
  const properties = element.properties;
  const inputId = `q-${elementDomId(guid, row).slice('element-'.length)}`;
  const Widget = widgetFor(element.type);
  // A stored value of another type than the question's answer (old data, imports) is not handed to the
  // widget: the question shows why and starts empty, so a new answer replaces it.
  const stored = session.valueOf(guid, row);
  // The page draws its questions once the answer checks are here (useWidgetsLoaded); waiting is a fallback.
  const { fitAnswer } = answerJudge() ?? use(loadAnswerJudge());
  const fitted = fitAnswer(element.type, stored);
  const problem = 'problem' in fitted ? fitted.problem : null;
  const indent = Math.min(5, Math.max(0, Math.round(properties.indentLevel ?? 0)));
  return (
    <div
      id={elementDomId(guid, row)}
      data-slot="form-element"
      data-element-guid={guid}
      data-row={rowKey(row)}
      data-element-type={element.type}
      data-empty={displayOnly ? undefined : empty}
      // Joined, not merged: these classes never override one another (form-classes.test.tsx).
      className={clsx(
        // Block flow with margins rather than flex columns, here and in the section and page around it: a rule
        // showing or hiding one question made the flex column lay out all fifty questions of its section again.
        'scroll-mt-4 space-y-1.5 rounded-md transition-shadow',
        // A question is laid out and painted apart from the others (layout containment isolates its
        // paint): one shown or hidden above moves it without painting it again, where without it every
        // question below the change in its section was painted again (bench/README.md, change → paint).
        // Display-only elements stay in the flow, whose margins (a divider's) collapse with their neighbours';
        // print keeps the plain flow for page breaks.
        isolatedQuestion && '[contain:layout]',
        properties.addPageBreakBefore && 'break-before-page',
        // A container off screen skips style, layout and paint until scrolled near. Per container, not per
        // question: a thousand skipped questions each laid out again on every change cost more than they save.
        hasChildren && '[contain-intrinsic-size:auto_40rem] [content-visibility:auto]',
      )}
      style={indent ? { paddingLeft: `${indent * 1.5}rem` } : undefined}
    >
      {!displayOnly &&
        elementLabel({
          htmlFor: inputId,
          label: element.label ?? '',
          tooltip: properties.title,
          marker: optionalityMarker({ ...properties, empty, readOnly }),
        })}
      <DeferredWidget eager={eager} screens={screensAhead}>
        <QuestionBoundary resetKey={stored}>
          <Suspense fallback={<Skeleton data-slot="widget-loading" standsFor="field" />}>
            <Widget
              id={inputId}
              element={element}
              value={('value' in fitted ? fitted.value : null) as never}
              onChange={onChange}
              readOnly={readOnly}
              error={session.errorOf(guid, row) ?? problem}
              repeatableGroupGuid={row}
              services={services}
            />
          </Suspense>
        </QuestionBoundary>
      </DeferredWidget>
    </div>
  );
});

/** Questions per run of `QuestionRun`: what a change's frame styles at most when it brings one near. */
const RUN_LENGTH = 10;

/**
 * The children of a section or of one repeater row; what services.renderChildren hands to widgets. With
 * `runClassName` (the parent's spacing between children) consecutive questions are laid out in runs the
 * browser skips while off screen; printed pages keep the plain flow.
 */
export const ElementChildren = memo(function ElementChildren({
  parentGuid,
  row,
  runClassName,
}: {
  parentGuid: string;
  row: string;
  runClassName?: string;
}) {
  const { session, mode } = useRenderer();
  const { layout } = session;
  const children = layout.childrenOf(parentGuid);
  const groups = useMemo(
    () => groupQuestions(children, (child) => isQuestion(layout, child.guid), RUN_LENGTH),
    [children, layout],
  );
  if (runClassName === undefined || mode === 'print')
    return children.map((child) => <ElementView key={child.guid} guid={child.guid} row={row} />);
  return groups.map((group) =>
    'run' in group ? (
      <QuestionRun key={group.run[0]} guids={group.run} row={row} className={runClassName}>
        {group.run.map((guid) => (
          <ElementView key={guid} guid={guid} row={row} />
        ))}
      </QuestionRun>
    ) : (
      <ElementView key={group.guid} guid={group.guid} row={row} />
    ),
  );
});
