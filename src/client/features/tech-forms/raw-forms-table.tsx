import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Input } from '../../components/ui/input.tsx';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { useAllFormDefinitions } from './api/get-all-form-definitions.ts';
import { formTypeLabel } from './form-type-label.ts';

/**
 * Raw Forms (spec platform 2, tech support): every form of every organisation for super admins, with a
 * link to its designer and to its responses.
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
      <ListTable
        headers={['Type', 'Name', 'Edit Design', 'View Responses']}
        load={listLoadOf(forms, 'The forms could not be loaded.')}
        emptyText="No forms found."
        rowCount={shown.length}
      >
        {shown.map((form) => (
          <TableRow key={form.guid}>
            <TableCell>{formTypeLabel(form.formType)}</TableCell>
            <TableCell>{form.name}</TableCell>
            <TableCell>
              <Link
                to="/forms/$formGuid/design"
                params={{ formGuid: form.guid }}
                className="text-primary underline-offset-4 hover:underline"
              >
                Edit Design
              </Link>
            </TableCell>
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
      </ListTable>
    </div>
  );
}
