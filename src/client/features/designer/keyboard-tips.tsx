import { memo } from 'react';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';

/** The 'Keyboard Tips' dialog (spec 2.8), opened with / or ?. Memoised: the draft's changes leave it alone. */
export const KeyboardTips = memo(function KeyboardTips({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const tips: [string, string][] = [
    ['/ or ?', 'Open these keyboard tips'],
    ['q', 'Show or hide question codes'],
    ['r', "Open the 'Edit Rules' drawer"],
    ['Escape', 'Close the element properties panel'],
    ['Enter on a palette item', 'Add it to the selected section (or after the selected element)'],
    ['Alt+↑ or Alt+↓', 'Move the selected element up or down a place, into or out of sections and repeaters'],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard Tips</DialogTitle>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Shortcut keys work when the focus is on the page or on a button.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {tips.map(([keys, meaning]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
});
