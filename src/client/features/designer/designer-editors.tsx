import { memo } from 'react';
import { UsersIcon } from 'lucide-react';
import type { FormEditor } from '../../../shared/realtime/hub-contract.ts';
import { Badge } from '../../components/ui/badge.tsx';

/**
 * Who has this form's designer open (spec 4.7), shown once more than one tab has it: each name marked
 * with whether that person may edit, so a viewer knows whom they are waiting for. Memoised: the page renders
 * at each change of the draft, the list of editors seldom changes.
 */
export const DesignerEditors = memo(function DesignerEditors({
  editors,
}: {
  editors: readonly FormEditor[];
}) {
  if (editors.length < 2) return null;
  return (
    <div
      role="status"
      aria-label="People in this form's designer"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
    >
      <UsersIcon className="size-4 text-muted-foreground" aria-hidden />
      <span className="text-muted-foreground">In the designer:</span>
      {editors.map((editor) => (
        <Badge key={editor.connectionId} variant={editor.canEdit ? 'default' : 'secondary'}>
          {editor.userName} ({editor.canEdit ? 'editing' : 'viewing'})
        </Badge>
      ))}
    </div>
  );
});
