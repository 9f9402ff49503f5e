import { FORM_RESPONSE_STATUS_LABELS } from '../../shared/machines/form/status-order.ts';
import type { ElementWidget } from './element-widget.ts';
import { answerRecordOf } from './parts/actions/proposed-services.ts';
import { storedAnswerText } from './parts/actions/stored-answer.ts';

const NO_RESPONSE_TEXT = 'No compliance item response yet.';

/**
 * A summary of the embedded compliance item's response: its status and the answers given, read-only. The nested
 * response rides on this element's answer record; its own questions are edited from the item itself.
 */
export const ComplianceItemWidget: ElementWidget<'ComplianceItem'> = ({
  id,
  element,
  repeatableGroupGuid,
  services,
}) => {
  const nested = answerRecordOf(services, element, repeatableGroupGuid)?.nestedFormResponse ?? null;
  if (!nested) {
    return (
      <p id={id} data-slot="compliance-item-element" className="text-sm text-muted-foreground">
        {NO_RESPONSE_TEXT}
      </p>
    );
  }
  // Hidden answers count as absent (spec 5.7), and empty ones say nothing.
  const answers = (nested.answers ?? [])
    .filter((answer) => !answer.isHidden)
    .map((answer) => ({
      key: `${answer.formElementGuid}/${answer.repeatableGroupGuid}`,
      text: storedAnswerText(answer.answerValue),
    }))
    .filter((answer) => answer.text !== '');
  return (
    <section
      id={id}
      data-slot="compliance-item-element"
      className="flex flex-col gap-2 rounded-md border p-3 text-sm"
    >
      <p className="font-medium">
        {nested.name?.trim() || 'Compliance item response'} (
        {FORM_RESPONSE_STATUS_LABELS[nested.status] ?? nested.status})
      </p>
      {answers.length === 0 ? (
        <p className="text-muted-foreground">No answers yet.</p>
      ) : (
        <ul className="list-disc pl-5">
          {answers.map((answer) => (
            <li key={answer.key}>{answer.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
};
