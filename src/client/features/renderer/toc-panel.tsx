import type { TocEntry } from './toc-entries.ts';

interface TocPanelProps {
  entries: readonly TocEntry[];
  onSelect: (entry: TocEntry) => void;
}

/** The table of contents (spec 2.7): clicking an entry switches to its page and scrolls to it. */
export function TocPanel({ entries, onSelect }: TocPanelProps) {
  if (entries.length === 0) return null;
  return (
    <nav
      aria-label="Table of contents"
      data-slot="form-toc"
      className="flex flex-col gap-1 text-sm print:hidden"
    >
      <h2 className="font-semibold">Contents</h2>
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.guid} style={{ paddingLeft: `${entry.depth}rem` }}>
            <button
              type="button"
              className="text-left text-primary underline-offset-4 hover:underline"
              onClick={() => onSelect(entry)}
            >
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
