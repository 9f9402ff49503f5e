import { formatDateDisplay } from '../../shared/format/date-format.ts';
import type { ElementWidget } from './element-widget.ts';
import { answerRecordOf } from './parts/actions/proposed-services.ts';
import { storedAnswerText } from './parts/actions/stored-answer.ts';

const NO_LINKED_ANSWER_TEXT = 'No linked answer yet.';

/**
 * Shows, read-only, the answer given to a question of another form of the workflow, with the date it was given.
 * The answer record carries it as linkedAnswer (its own value is always empty).
 */
export const LinkedAnswerWidget: ElementWidget<'LinkedAnswer'> = ({
  id,
  element,
  repeatableGroupGuid,
  services,
}) => {
  const linked = answerRecordOf(services, element, repeatableGroupGuid)?.linkedAnswer ?? null;
  const text = storedAnswerText(linked?.answerValue);
  if (!linked || text === '') {
    return (
      <p id={id} data-slot="linked-answer-element" className="text-sm text-muted-foreground">
        {NO_LINKED_ANSWER_TEXT}
      </p>
    );
  }
  const date = formatDateDisplay(linked.updatedAt);
  return (
    <div
      id={id}
      data-slot="linked-answer-element"
      className="flex flex-col gap-1 rounded-md bg-muted/40 p-2 text-sm"
    >
      <p className="whitespace-pre-wrap">{text}</p>
      {date && <p className="text-xs text-muted-foreground">Answered {date}</p>}
    </div>
  );
};
