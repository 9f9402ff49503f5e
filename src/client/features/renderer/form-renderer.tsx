import { useCallback, useEffect, useMemo, useState } from 'react';
import { preloadWidgets } from '../../elements/widget-registry.gen.ts';
import type { AnswerStore } from '../../../shared/rules/answer-store.ts';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { FormDefinition, FormResponse } from '../../../shared/generated/types.gen.ts';
import type { DisplayMode } from './display-mode.ts';
import { AnswersDump } from './answers-dump.tsx';
import { ElementChildren, ElementView } from './element-view.tsx';
import { paginate } from './form-layout.ts';
import type { Pagination } from './form-layout.ts';
import { FormPager } from './form-pager.tsx';
import { focusElement } from './focus-element.ts';
import type { RendererBackend } from './renderer-backend.ts';
import { RendererContext, useRenderer, useSlots } from './renderer-context.ts';
import type { RendererScope } from './renderer-context.ts';
import { ResponseSession } from './response-session.ts';
import type { Viewer } from './response-template-context.ts';
import { RESPONSE_SLOT } from './slot-store.ts';
import { buildToc } from './toc-entries.ts';
import { TocPanel } from './toc-panel.tsx';
import { createDerived } from './response-derived.ts';
import { createWidgetServices } from './widget-services.ts';
import { SaveStatus } from './save-status.tsx';
import { useUnsavedEdits } from './use-unsaved-edits.ts';

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
}

/**
 * Renders a form definition for one response: elements nested by parentGuid, each through the widget
 * registry, one page at a time, with rules, saving and the widgets' services wired in.
 */
export function FormRenderer(props: FormRendererProps) {
  const { form, response, backend, viewer, org, onAnswersChanged } = props;
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

  const session = useMemo(
    () => new ResponseSession({ form, response, backend, viewer, org, onAnswersChanged }),
    [form, response, backend, viewer, org, onAnswersChanged],
  );
  useEffect(() => () => session.dispose(), [session]);
  useUnsavedEdits(session, mode === 'fill');
  const pagination = useMemo(() => paginate(session.layout, splitPages), [session, splitPages]);

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
        renderChildren: (parentGuid, row) => <ElementChildren parentGuid={parentGuid} row={row} />,
        focusQuestion,
        pinElement,
        derived,
      }),
    [session, focusQuestion, pinElement, derived],
  );
  const scope = useMemo<RendererScope>(
    () => ({ session, services, derived, mode }),
    [session, services, derived, mode],
  );

  const pages = pagination.pages;
  const current = Math.min(page, pages.length - 1);
  const shown = mode === 'print' ? pages : [pages[current]!];
  // The widgets of the page shown load together, at once, rather than each when its element mounts.
  useEffect(() => {
    const onPage = form.components.filter(
      (element) => mode === 'print' || pagination.pageOf(element.guid) === current,
    );
    preloadWidgets(onPage.map((element) => element.type));
  }, [form, pagination, current, mode]);
  return (
    <RendererContext value={scope}>
      <div data-slot="form-renderer" className="flex flex-col gap-6 lg:flex-row">
        {props.showTableOfContents && mode !== 'print' && (
          <aside className="lg:w-56 lg:shrink-0">
            <Contents pagination={pagination} onSelect={focusQuestion} />
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          {mode === 'fill' && <SaveStatus />}
          {mode !== 'print' && <FormPager pages={pages} page={current} onPage={setPage} />}
          {shown.map((shownPage) => (
            <div key={shownPage.sectionGuid ?? 'top'} data-slot="form-page" className="flex flex-col gap-5">
              {shownPage.roots.map((element) => (
                <ElementView key={element.guid} guid={element.guid} row={EMPTY_GUID} />
              ))}
            </div>
          ))}
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
