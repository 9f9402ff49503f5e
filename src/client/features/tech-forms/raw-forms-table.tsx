import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { useAllFormDefinitions } from './api/get-all-form-definitions.ts';
import { formTypeLabel } from './form-type-label.ts';

/**
 * Raw Forms (spec platform 2, tech support): every form of every organisation for super admins, with a
 * link to its responses. The Edit Design column arrives with the form designer's route.
 */
export function RawFormsTable() {
  const forms = useAllFormDefinitions();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (forms.data ?? []).filter((form) => !needle || form.name.toLowerCase().includes(needle));
  }, [forms.data, search]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Raw Forms</h1>
        <Input
          aria-label="Search forms"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="max-w-xs"
        />
      </div>
      {forms.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : forms.isError ? (
        <p className="text-sm text-destructive">The forms could not be loaded.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Type</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>View Responses</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((form) => (
              <TableRow key={form.guid}>
                <TableCell>{formTypeLabel(form.formType)}</TableCell>
                <TableCell>{form.name}</TableCell>
                <TableCell>
                  <Link
                    to="/forms/$formGuid/responses"
                    params={{ formGuid: form.guid }}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    View Responses ({form.formResponseCount})
                  </Link>
                </TableCell>
              </TableRow>
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} className="text-muted-foreground">
                  No forms found.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
