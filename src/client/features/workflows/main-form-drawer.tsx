import type * as React from 'react';
import type { FormDefinition, FormResponse } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
} from '../../components/ui/drawer.tsx';
import { formTypeLabel } from '../tech-forms/form-type-label.ts';

export interface MainFormDrawerProps {
  form: FormDefinition;
  /** The workflow's response of the form; undefined until someone starts it. */
  response: FormResponse | undefined;
  /** The person may edit the workflow and it is not archived: they may start the form. */
  canStart: boolean;
  starting: boolean;
  onStart: () => void;
  /** The response in the form renderer, as the step panels show theirs. */
  renderResponse: (form: FormDefinition, response: FormResponse) => React.ReactNode;
  onClose: () => void;
}

/** The form drawer the Forms panel opens (spec 2.6): one main form of the workflow, over the workflow drawer. */
export function MainFormDrawer(props: MainFormDrawerProps) {
  const { form, response, canStart, starting, onStart, renderResponse, onClose } = props;
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent width="min(1000px, 100vw)">
        <DrawerHeader>
          <DrawerTitle>{form.name}</DrawerTitle>
          <DrawerDescription>{formTypeLabel(form.formType)}</DrawerDescription>
        </DrawerHeader>
        <DrawerBody>
          {response ? (
            renderResponse(form, response)
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-muted-foreground">
                This form has not been started in this workflow yet.
              </p>
              {canStart && (
                <Button onClick={onStart} disabled={starting}>
                  Start {form.name}
                </Button>
              )}
            </div>
          )}
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
