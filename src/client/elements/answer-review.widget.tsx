import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { answerReviewMachine } from '../../shared/machines/answer-review.machine.ts';
import { answerReviewView } from '../../shared/machines/form/answer-review-view.ts';
import type { ElementWidget } from './element-widget.ts';
import { responseRefOf, statusActors, workflowRefOf } from './parts/actions/status-actors.ts';
import { useStatusSync } from './parts/actions/status-sync.ts';
import { useLatest } from './parts/actions/use-latest.ts';

/**
 * Walks the person through the questions still unanswered (wrapping at either end) and, once all are answered,
 * lets them confirm, which sets the form and workflow statuses. The answer review machine holds the rules.
 */
export const AnswerReviewWidget: ElementWidget<'AnswerReview'> = ({ id, element, readOnly, services }) => {
  const latest = useLatest(services);
  // The review outlives this widget's page: with Split Pages, focusing a question on another page turns
  // the page, and the renderer shows this widget pinned there, running the same review.
  const actor = services.keepAlive(`answer-review:${element.guid}`, () =>
    createActor(
      answerReviewMachine.provide({
        actors: statusActors(() => latest.current),
        actions: {
          focusQuestion: ({ context }) => {
            if (context.focusedGuid === null) return;
            // Pinned before the page turns, as turning it may unmount this widget's own copy.
            latest.current.pinElement(element.guid, true);
            latest.current.focusQuestion(context.focusedGuid);
          },
        },
      }),
      {
        input: {
          response: responseRefOf(services),
          workflow: workflowRefOf(services),
          workflowStatusList: services.workflow?.statusList.map((status) => status.code) ?? [],
          unansweredGuids: services.unansweredGuids,
          properties: element.properties,
        },
      },
    ).start(),
  );
  const send = actor.send;
  useStatusSync(send, services, { formStatus: true, unanswered: true });
  // Review starts navigation: until then only the review button shows beside the progress text.
  const reviewing = useSelector(actor, (snapshot) => snapshot.context.focusIndex >= 0);
  const { pinElement } = services;
  // Once no question is left to review, the controls go back to their own page only.
  useEffect(() => {
    if (!reviewing) pinElement(element.guid, false);
  }, [pinElement, element.guid, reviewing]);

  const busy = useSelector(actor, (snapshot) => !snapshot.matches('idle'));
  const view = useSelector(actor, (snapshot) => answerReviewView(snapshot.context, busy), viewEqual);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const remaining = view.remainingCount;

  return (
    <div id={id} data-slot="answer-review-element" className="flex flex-col gap-3 rounded-md border p-4">
      <p className="text-sm" aria-live="polite">
        {view.statusUpdatedText ??
          (remaining > 0 ? `${view.progressText} (${remaining})` : view.progressText)}
      </p>
      {remaining > 0 && !reviewing && (
        <Button variant="outline" className="self-start" onClick={() => send({ type: 'review.next' })}>
          {view.reviewButtonText}
        </Button>
      )}
      {remaining > 0 && reviewing && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label="Previous unanswered question"
            onClick={() => send({ type: 'review.previous' })}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label="Next unanswered question"
            onClick={() => send({ type: 'review.next' })}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      )}
      {view.showConfirm && !readOnly && (
        <Button
          className="self-start"
          disabled={!view.confirmEnabled}
          onClick={() => send({ type: 'review.confirm' })}
        >
          {view.confirmButtonText}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
};

// The view is rebuilt on every snapshot; comparing its fields keeps unrelated snapshots from re-rendering.
function viewEqual(a: ReturnType<typeof answerReviewView>, b: ReturnType<typeof answerReviewView>): boolean {
  return (Object.keys(a) as (keyof typeof a)[]).every((key) => a[key] === b[key]);
}
