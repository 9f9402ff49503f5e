import { useState } from 'react';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';

export interface ArchiveFieldProps {
  archivedAt: string | null | undefined;
  /** Archived on the server: archiving cannot be taken back. */
  storedArchived: boolean;
  readOnly: boolean;
  onChange: (archivedAt: string | null) => void;
}

/**
 * Archive (spec 2.10): a definition with workflows cannot be deleted, so it is archived instead. Archiving
 * asks first and takes effect on Save; until then it can be undone.
 */
export function ArchiveField({ archivedAt, storedArchived, readOnly, onChange }: ArchiveFieldProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">Archive</span>
      <div className="flex items-center gap-3 text-sm">
        {archivedAt ? (
          <span>Archived at {formatDateDisplay(archivedAt, 'date-time')}</span>
        ) : (
          <span className="text-muted-foreground">Not archived</span>
        )}
        {!readOnly && !archivedAt && (
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            Archive
          </Button>
        )}
        {!readOnly && archivedAt && !storedArchived && (
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            Undo Archive
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Archive"
        message="This will archive this workflow definition when it is saved. Continue?"
        confirmLabel="Archive"
        onConfirm={() => {
          setAsking(false);
          onChange(new Date().toISOString());
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
