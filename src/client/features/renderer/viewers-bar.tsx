import { UsersIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';

/**
 * Who has this response open (spec: forms-and-workflows 1, 2.7): shown only when someone besides this
 * person has it open. The person's own name is marked, so they can tell the others apart.
 */
export function ViewersBar({ viewers, self }: { viewers: readonly string[]; self: string }) {
  const names = [...new Set(viewers)];
  if (names.length < 2) return null;
  return (
    <div
      role="status"
      aria-label="People viewing this response"
      data-slot="viewers-bar"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
    >
      <UsersIcon className="size-4 text-muted-foreground" aria-hidden />
      <span className="text-muted-foreground">Also viewing:</span>
      {names
        .filter((name) => name !== self)
        .map((name) => (
          <Badge key={name} variant="secondary" data-slot="viewer">
            {name}
          </Badge>
        ))}
    </div>
  );
}
