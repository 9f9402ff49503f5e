import type { ReactNode } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import type { OfflineState } from '../../lib/offline-store.ts';

export const offlineMessage =
  'Server is offline for maintenance. Please try again when the server is back online.';

/**
 * The blocking alert while the server is offline (spec 4). The person cannot dismiss it: it closes when the
 * server says it is back online.
 */
export function OfflineDialog({ offline, message, action }: OfflineState & { action?: ReactNode }) {
  return (
    <Dialog open={offline}>
      <DialogContent
        role="alertdialog"
        showClose={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle className="flex items-center gap-2">
          <TriangleAlertIcon className="size-5 text-warning-foreground" />
          Offline
        </DialogTitle>
        <DialogDescription className="text-foreground">{offlineMessage}</DialogDescription>
        {message && message !== offlineMessage && <p className="text-sm text-muted-foreground">{message}</p>}
        {action}
      </DialogContent>
    </Dialog>
  );
}
