import { CASCADER_SEPARATOR } from '../../shared/format/answer-text.ts';
import type { NestedOption } from '../../shared/generated/types.gen.ts';
import { NativeSelect } from '../components/ui/native-select.tsx';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { onLeaveGroup } from './parts/leave-group.ts';
import { ReadOnlyField } from './parts/read-only-field.tsx';

interface Level {
  options: NestedOption[];
  chosen: NestedOption | null;
}

/** The drop-downs to show for a path: the top level, then the children of each chosen option that has some. */
function levelsOf(tree: NestedOption[], path: readonly string[]): Level[] {
  const levels: Level[] = [];
  let options: NestedOption[] | undefined = tree;
  for (let depth = 0; options && options.length > 0; depth++) {
    const chosen: NestedOption | null = options.find((option) => option.value === path[depth]) ?? null;
    levels.push({ options, chosen });
    options = chosen?.children;
  }
  return levels;
}

/** The labels along a path, joined with ' / ' as rules and listings show a cascader answer. */
function pathText(tree: NestedOption[], path: readonly string[]): string {
  const levels = levelsOf(tree, path);
  return path.map((value, depth) => levels[depth]?.chosen?.label ?? value).join(CASCADER_SEPARATOR);
}

/**
 * A choice made level by level: one drop-down per level of the option tree, each after the first shown
 * once its parent is chosen. Reports the values along the chosen path (a partial path is an answer too);
 * choosing noneText at a level cuts the path there, and at the top removes the answer.
 */
export const CascaderWidget: ElementWidget<'Cascader'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const tree = element.properties.cascaderOptions ?? [];
  const path = value ?? [];
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {pathText(tree, path)}
      </ReadOnlyField>
    );
  }
  const choose = (depth: number, chosen: string) => {
    const next = [...path.slice(0, depth), ...(chosen === '' ? [] : [chosen])];
    onChange(next.length > 0 ? next : null);
  };

  return (
    <div data-slot="cascader" className="grid gap-1" onBlur={onLeaveGroup(onBlur)}>
      <div className="flex flex-wrap gap-2">
        {levelsOf(tree, path).map((level, depth) => (
          <div key={depth} className="min-w-40 flex-1">
            <NativeSelect
              id={depth === 0 ? id : `${id}-level-${depth}`}
              aria-label={depth === 0 ? undefined : `${element.label ?? ''} level ${depth + 1}`.trim()}
              value={level.chosen?.value ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && errorId(id))}
              onChange={(event) => choose(depth, event.target.value)}
            >
              <option value="">{element.properties.noneText ?? ''}</option>
              {level.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      {error && <FieldError id={id} message={error} />}
    </div>
  );
};
