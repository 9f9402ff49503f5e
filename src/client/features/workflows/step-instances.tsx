import { PlusIcon } from 'lucide-react';
import type { FormDefinition, FormResponse } from '../../../shared/generated/types.gen.ts';
import { stepInstanceProblem } from '../../../shared/workflows/step-instances.ts';
import { Button } from '../../components/ui/button.tsx';
import { showFailure } from '../../lib/show-failure.ts';
import type { RendererWorkflow } from '../renderer/renderer-workflow.ts';
import { useAddStepResponse } from './api/workflow-queries.ts';
import { StepResponse } from './step-response.tsx';

/**
 * The responses of one step form in the workflow drawer. A form that allows several (Multiple?) numbers them
 * and offers another until its maximum is reached; an archived workflow offers none.
 */
export function StepInstances({
  form,
  responses,
  workflow,
}: {
  form: FormDefinition;
  responses: readonly FormResponse[];
  workflow: RendererWorkflow;
}) {
  const add = useAddStepResponse(workflow.guid);
  const multiple = form.metaInfo?.multipleInstancesAllowed === true;
  const canAdd =
    multiple &&
    !workflow.archived &&
    stepInstanceProblem(form.name, form.metaInfo, responses.length, 1) === null;
  return (
    <div className="flex flex-col gap-4 p-3">
      {responses.map((response, index) => (
        <section
          key={response.guid}
          aria-label={multiple ? `${form.name} ${index + 1}` : undefined}
          className="flex flex-col gap-2"
        >
          {multiple && (
            <h3 className="text-sm font-medium text-muted-foreground">
              {form.name} {index + 1}
            </h3>
          )}
          <StepResponse form={form} response={response} workflow={workflow} />
        </section>
      ))}
      {canAdd && (
        <Button
          variant="outline"
          className="self-start"
          disabled={add.isPending}
          onClick={() =>
            add.mutate(form.guid, { onError: (failure) => showFailure(failure, 'add response') })
          }
        >
          <PlusIcon aria-hidden />
          Add {form.name}
        </Button>
      )}
    </div>
  );
}
