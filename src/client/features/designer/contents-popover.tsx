import { memo, useRef, useState } from 'react';
import { ListTree } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import type { ContentsEntry } from './table-of-contents.ts';

/**
 * The Design tab's table of contents (spec 2.8): sections and headings; choosing one goes to it. Memoised:
 * its entries keep their identity while no section or heading changed (see `useContentsEntries`).
 */
export const ContentsPopover = memo(function ContentsPopover({
  entries,
  onChoose,
}: {
  entries: readonly ContentsEntry[];
  onChoose: (entry: ContentsEntry) => void;
}) {
  const [open, setOpen] = useState(false);
  // Once an entry is chosen the focus goes to it on the canvas, not back to the trigger.
  const chosen = useRef(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <ListTree /> Table of Contents
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="max-h-96 w-80 overflow-y-auto p-2"
        onCloseAutoFocus={(event) => {
          if (!chosen.current) return;
          chosen.current = false;
          event.preventDefault();
        }}
      >
        <nav aria-label="Table of Contents">
          {entries.length === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">The form has no sections yet.</p>
          ) : (
            <ul className="flex flex-col">
              {entries.map((entry) => (
                <li key={entry.guid}>
                  <button
                    type="button"
                    className="w-full truncate rounded px-2 py-1 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                    style={{ paddingLeft: `${0.5 + entry.depth}rem` }}
                    onClick={() => {
                      chosen.current = true;
                      setOpen(false);
                      onChoose(entry);
                    }}
                  >
                    {entry.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </PopoverContent>
    </Popover>
  );
});
