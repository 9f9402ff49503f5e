import { useCallback, useState } from 'react';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { toast } from '../components/ui/toast.tsx';
import { problemMessage } from '../../shared/machines/form/problem-message.ts';
import { REPEATER_DEFAULT_TEXT } from '../../shared/validation/default-texts.ts';
import { repeaterDeleteConfirmation } from '../../shared/validation/files-and-rows.ts';
import type { ElementWidget } from './element-widget.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

function text(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

/**
 * Rows of the same questions. Rows are created and deleted on the server one call at a time (the renderer then
 * reloads the response), so the widget only asks for them and shows what the renderer lists. The initial
 * rows (defaultNumberToAdd) are made by the server with the response: showing a response never writes.
 */
export const RepeaterWidget: ElementWidget<'Repeater'> = ({
  id,
  element,
  readOnly,
  repeatableGroupGuid,
  services,
}) => {
  const p = element.properties;
  const itemTitle = text(p.itemTitle, REPEATER_DEFAULT_TEXT.itemTitle);
  const rows = services.repeaterRows(element.guid, repeatableGroupGuid);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }, []);

  const confirmDelete = () => {
    const rowGuid = deleting;
    setDeleting(null);
    if (rowGuid) void run(() => services.deleteRepeaterRow(element.guid, rowGuid));
  };

  return (
    <div id={id} data-slot="repeater-element" className="flex flex-col gap-4">
      {rows.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {text(p.noItemsText, REPEATER_DEFAULT_TEXT.noItemsText)}
        </p>
      )}
      {rows.map((rowGuid, index) => (
        <fieldset
          key={rowGuid}
          data-slot="repeater-row"
          className="flex flex-col gap-3 rounded-md border p-4"
        >
          <legend className="px-1 font-medium">
            {p.showNumber ? `${itemTitle} ${index + 1}` : itemTitle}
          </legend>
          {services.renderChildren(element.guid, rowGuid)}
          {!readOnly && (
            <Button
              variant="outline"
              size="sm"
              className="self-end"
              disabled={busy}
              onClick={() => setDeleting(rowGuid)}
            >
              <Trash2Icon />
              {text(p.removeButtonText, REPEATER_DEFAULT_TEXT.removeButtonText)}
            </Button>
          )}
        </fieldset>
      ))}
      {!readOnly && (
        <Button
          variant="outline"
          className="self-start"
          disabled={busy}
          onClick={() => void run(() => services.addRepeaterRows(element.guid, 1))}
        >
          <PlusIcon />
          {text(p.addButtonText, REPEATER_DEFAULT_TEXT.addButtonText)}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Remove ${itemTitle}`}
        message={repeaterDeleteConfirmation(itemTitle)}
        role="dialog"
        destructive
        confirmLabel={text(p.removeButtonText, REPEATER_DEFAULT_TEXT.removeButtonText)}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
};
