import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { AnswerStore } from '../../../shared/rules/answer-store.ts';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { FormDefinition, FormResponse, ListDefinition } from '../../../shared/generated/types.gen.ts';
import { withListOptions } from '../../../shared/lists/list-options.ts';
import type { DisplayMode } from './display-mode.ts';
import { AnswersDump } from './answers-dump.tsx';
import { ElementChildren, ElementView } from './element-view.tsx';
import { layoutOf, paginate } from './form-layout.ts';
import type { Pagination } from './form-layout.ts';
import { FormPager } from './form-pager.tsx';
import { focusElement } from './focus-element.ts';
import type { RendererBackend } from './renderer-backend.ts';
import { RendererContext, useRenderer, useSlots } from './renderer-context.ts';
import type { RendererScope } from './renderer-context.ts';
import { ResponseSession } from './response-session.ts';
import type { Viewer } from './response-template-context.ts';
import type { RendererWorkflow } from './renderer-workflow.ts';
import { RESPONSE_SLOT } from './slot-store.ts';
import { buildToc } from './toc-entries.ts';
import { TocPanel } from './toc-panel.tsx';
import { createDerived } from './response-derived.ts';
import { createWidgetServices } from './widget-services.ts';
import { SaveStatus } from './save-status.tsx';
import { LivePresence } from './live-presence.tsx';
import { useUnsavedEdits } from './use-unsaved-edits.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { preloadPageWidgets, typesOnPages, useWidgetsLoaded } from './widget-preload.ts';
import { questionsAtOnce } from './widgets-at-once.ts';

export interface FormRendererProps {
  form: FormDefinition;
  /** The response with its answers (GetResponse). A new object starts a new session. */
  response: FormResponse;
  backend: RendererBackend;
  viewer: Viewer;
  org: { guid: string; name: string };
  displayMode?: DisplayMode;
  /** Each top-level Section is a page (default); off shows the whole form as one page. */
  splitPages?: boolean;
  showTableOfContents?: boolean;
  /** The answers as JSON below the form, for tech users. */
  showAnswers?: boolean;
  onAnswersChanged?: (answers: AnswerStore) => void;
  /**
   * The workflow the response is shown in (its status, time frames, archive and calls). A new object is taken
   * in by the open response, which keeps its edits: the rules reading the workflow are judged again.
   */
  workflow?: RendererWorkflow | null;
  /**
   * Join the response's live session: a viewers bar when others have it open, and their answers merged in
   * as they write them (spec 4.7). Needs a signed-in person and the real-time hubs.
   */
  live?: boolean;
  /**
   * The lists the form's list-backed questions read their options from; the response's `listDefinitions`
   * (GetResponse) when absent. Inside a workflow GetWorkflow delivers them once for all its forms.
   */
  lists?: readonly ListDefinition[];
  /**
   * How far below the viewport, in screen heights, question widgets mount (default 1); the questions that
   * can be on the first screen mount at once. `Infinity` mounts every widget in the first render, as on a
   * screen as tall as the form.
   */
  screensAhead?: number;
}

/**
 * Renders a form definition for one response: elements nested by parentGuid, each through the widget
 * registry, one page at a time, with rules, saving and the widgets' services wired in.
 */
export function FormRenderer(props: FormRendererProps) {
  const { response, backend, viewer, org, onAnswersChanged } = props;
  const lists = props.lists ?? response.listDefinitions;
  // A list-backed question shows its list's items (in the list's order) in place of its own options.
  const form = useMemo(() => withListOptions(props.form, lists), [props.form, lists]);
  const mode = props.displayMode ?? 'fill';
  // Print shows every page one after another, so it needs the form unsplit.
  const splitPages = (props.splitPages ?? true) && mode !== 'print';
  const [page, setPage] = useState(0);
  // An element that stays on screen on every page (answer review controls during a review).
  const [pinned, setPinned] = useState<string | null>(null);
  const pinElement = useCallback(
    (elementGuid: string, on: boolean) =>
      setPinned((current) => (on ? elementGuid : current === elementGuid ? null : current)),
    [],
  );

  // A session starts from the workflow first given; newer ones reach it before the next paint.
  const [firstWorkflow] = useState(() => props.workflow ?? null);
  const layout = layoutOf(form);
  const pagination = useMemo(() => paginate(layout, splitPages), [layout, splitPages]);
  const pages = pagination.pages;
  const current = Math.min(page, pages.length - 1);
  const shown = useMemo(
    () => (mode === 'print' ? pagination.pages : [pagination.pages[current]!]),
    [pagination, current, mode],
  );
  // The widgets of the pages shown start downloading before the session compiles the rules, so their code
  // arrives meanwhile and the page renders them in its first pass. Preloading is idempotent, like
  // react-dom's preload calls made while rendering.
  useMemo(() => preloadPageWidgets(layout, shown), [layout, shown]);
  const widgetsHere = useWidgetsLoaded(useMemo(() => typesOnPages(layout, shown), [layout, shown]));
  const screensAhead = props.screensAhead ?? 1;
  const mountsAtOnce = useMemo(
    () =>
      questionsAtOnce(
        layout,
        shown,
        screensAhead,
        typeof innerHeight === 'undefined' ? Number.POSITIVE_INFINITY : innerHeight,
      ),
    [layout, shown, screensAhead],
  );

  const session = useMemo(
    () =>
      new ResponseSession({
        form,
        response,
        backend,
        viewer,
        org,
        onAnswersChanged,
        workflow: firstWorkflow,
      }),
    [form, response, backend, viewer, org, onAnswersChanged, firstWorkflow],
  );
  useEffect(() => () => session.dispose(), [session]);
  const workflow = props.workflow ?? null;
  useLayoutEffect(() => session.setWorkflow(workflow), [session, workflow]);
  useUnsavedEdits(session, mode === 'fill');

  const focusQuestion = useCallback(
    (elementGuid: string) => {
      const target = pagination.pageOf(elementGuid);
      if (target !== undefined) setPage(target);
      focusElement(elementGuid);
    },
    [pagination],
  );
  const derived = useMemo(
    () => createDerived(session, typeof location === 'undefined' ? '' : location.origin),
    [session],
  );
  const services = useMemo(
    () =>
      createWidgetServices(session, {
        renderChildren: (parentGuid, row, runClassName) => (
          <ElementChildren parentGuid={parentGuid} row={row} runClassName={runClassName} />
        ),
        focusQuestion,
        pinElement,
        derived,
      }),
    [session, focusQuestion, pinElement, derived],
  );
  const scope = useMemo<RendererScope>(
    () => ({ session, services, derived, mode, mountsAtOnce, screensAhead }),
    [session, services, derived, mode, mountsAtOnce, screensAhead],
  );
  return (
    <RendererContext value={scope}>
      <div data-slot="form-renderer" className="flex flex-col gap-6 lg:flex-row">
        {props.showTableOfContents && mode !== 'print' && (
          <aside className="lg:w-56 lg:shrink-0">
            <Contents pagination={pagination} onSelect={focusQuestion} />
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          {props.live && mode !== 'print' && <LivePresence />}
          {mode === 'fill' && <SaveStatus />}
          {mode !== 'print' && <FormPager pages={pages} page={current} onPage={setPage} />}
          {widgetsHere ? (
            shown.map((shownPage) => (
              <div key={shownPage.sectionGuid ?? 'top'} data-slot="form-page" className="space-y-5">
                {shownPage.roots.map((element) => (
                  <ElementView key={element.guid} guid={element.guid} row={EMPTY_GUID} />
                ))}
              </div>
            ))
          ) : (
            // The page's widget code is on its way (usually a few milliseconds after the rules compiled).
            <Skeleton data-slot="form-page-loading" standsFor="page" />
          )}
          {pinned !== null && mode !== 'print' && pagination.pageOf(pinned) !== current && (
            <div
              data-slot="pinned-element"
              className="sticky bottom-0 z-10 border-t bg-background/95 py-3 backdrop-blur"
            >
              <ElementView guid={pinned} row={EMPTY_GUID} />
            </div>
          )}
          {mode !== 'print' && <FormPager pages={pages} page={current} onPage={setPage} />}
          {props.showAnswers && <AnswersDump />}
        </div>
      </div>
    </RendererContext>
  );
}

/** The contents follow the rules: a section hidden by a rule drops out of it. */
function Contents({
  pagination,
  onSelect,
}: {
  pagination: Pagination;
  onSelect: (elementGuid: string) => void;
}) {
  const { session, derived } = useRenderer();
  useSlots(session.slots, [RESPONSE_SLOT]);
  const entries = buildToc(session.layout, pagination, (guid) => session.evaluation.isHidden(guid)).map(
    (entry) => ({ ...entry, label: derived.templateText(entry.label) }),
  );
  return <TocPanel entries={entries} onSelect={(entry) => onSelect(entry.guid)} />;
}
