import { useState } from 'react';
import { SortableRows } from '../../components/sortable-rows.tsx';
import type { NestedOption } from '../../../shared/generated/types.gen.ts';
import { validateListItems } from '../../../shared/lists/list-draft.ts';
import { AddOptionRow } from './add-option-row.tsx';
import { BulkAddOptions } from './bulk-add-options.tsx';
import { OptionRow } from './option-row.tsx';
import { useRowKeys } from '../../components/use-row-keys.ts';

export interface OptionsEditorProps {
  items: readonly NestedOption[];
  onChange: (items: NestedOption[]) => void;
  readOnly?: boolean;
  /** Lets each option hold options of its own (cascaders). */
  nested?: boolean;
  /** How deep this editor sits; sub-option editors say so in their labels. */
  depth?: number;
}

/**
 * The options of a list (spec 2.9): add one or several from pasted text, edit label and code in place,
 * remove, and drag (or move with the keyboard: Space, arrows, Space) to reorder.
 */
export function OptionsEditor({
  items,
  onChange,
  readOnly = false,
  nested = false,
  depth = 0,
}: OptionsEditorProps) {
  const rows = useRowKeys(items.length);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const problems = depth === 0 ? validateListItems(items) : [];

  const replace = (index: number, option: NestedOption) =>
    onChange(items.map((item, i) => (i === index ? option : item)));
  const remove = (index: number) => {
    rows.removed(index);
    onChange(items.filter((_, i) => i !== index));
  };
  const append = (added: NestedOption[]) => {
    rows.added(added.length);
    onChange([...items, ...added]);
  };
  const move = (from: number, to: number) => {
    rows.moved(from, to);
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="flex flex-col gap-2">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {depth === 0 ? 'No options yet.' : 'No options under this one.'}
        </p>
      ) : (
        <SortableRows keys={rows.keys} label={depth === 0 ? 'Options' : 'Sub-options'} onMove={move}>
          {items.map((option, index) => {
            const key = rows.keys[index]!;
            return (
              <OptionRow
                key={key}
                id={key}
                option={option}
                position={index + 1}
                readOnly={readOnly}
                nested={nested}
                expanded={expanded.has(key)}
                onToggle={() => toggle(key)}
                onChange={(changed) => replace(index, changed)}
                onRemove={() => remove(index)}
              >
                <OptionsEditor
                  items={option.children ?? []}
                  readOnly={readOnly}
                  nested
                  depth={depth + 1}
                  onChange={(children) =>
                    replace(index, children.length ? { ...option, children } : withoutChildren(option))
                  }
                />
              </OptionRow>
            );
          })}
        </SortableRows>
      )}
      {!readOnly && (
        <>
          <AddOptionRow existing={items} onAdd={(option) => append([option])} />
          <BulkAddOptions existing={items} onAdd={append} />
        </>
      )}
      {problems.length > 0 && (
        <ul className="text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function withoutChildren({ children: _children, ...option }: NestedOption): NestedOption {
  return option;
}
