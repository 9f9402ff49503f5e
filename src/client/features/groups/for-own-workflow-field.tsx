import type { ForOwnWorkflow } from '../../../shared/generated/types.gen.ts';
import { Label } from '../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group.tsx';
import { forOwnWorkflowWords } from './group-form.ts';

const choices: ForOwnWorkflow[] = ['Own', 'Others', 'NA'];

/** 'For Own Workflow?': Yes, No - only for others, or n/a. */
export function ForOwnWorkflowField(props: {
  value: ForOwnWorkflow;
  readOnly: boolean;
  onChange: (value: ForOwnWorkflow) => void;
}) {
  const { value, readOnly, onChange } = props;
  return (
    <div className="flex flex-col gap-2">
      <Label>For Own Workflow?</Label>
      <RadioGroup
        value={value}
        disabled={readOnly}
        onValueChange={(next) => onChange(next as ForOwnWorkflow)}
        className="flex flex-wrap gap-4"
        aria-label="For Own Workflow?"
      >
        {choices.map((choice) => (
          <div key={choice} className="flex items-center gap-2">
            <RadioGroupItem id={`for-own-${choice}`} value={choice} />
            <Label htmlFor={`for-own-${choice}`} className="font-normal">
              {forOwnWorkflowWords[choice]}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}
