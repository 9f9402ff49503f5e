import { Link, useNavigate } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { Button } from '../../components/ui/button.tsx';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { useCreateFormResponse } from './api/create-form-response.ts';
import { useAllFormResponses } from './api/get-all-form-responses.ts';
import { useFormDefinition } from './api/get-form-definition.ts';

const when = (value: string | undefined) => (value ? formatDateDisplay(value, 'date-time') : '');

/** The responses of one form (spec 2.10), with New Response creating one for the viewer and opening it. */
export function ResponsesTable({ formGuid, userGuid }: { formGuid: string; userGuid: string | undefined }) {
  const form = useFormDefinition(formGuid);
  const responses = useAllFormResponses(formGuid);
  const create = useCreateFormResponse(formGuid);
  const navigate = useNavigate();
  const orgGuid = form.data?.orgGuid ?? undefined;

  const newResponse = () => {
    if (!orgGuid) return;
    create.mutate(
      { orgGuid, userGuid },
      {
        onSuccess: (response) =>
          void navigate({
            to: '/forms/$formGuid/responses/$responseGuid',
            params: { formGuid, responseGuid: response.guid },
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Responses</h1>
          <p className="text-sm text-muted-foreground">{form.data?.name ?? ' '}</p>
        </div>
        <Button onClick={newResponse} disabled={!orgGuid || create.isPending}>
          <PlusIcon /> New Response
        </Button>
      </div>
      <ListTable
        headers={['Response Guid', 'User Guid', 'Last Modified', 'Created At', 'View']}
        load={listLoadOf(responses, 'The responses could not be loaded.')}
        emptyText="No responses yet."
        rowCount={responses.data?.length ?? 0}
      >
        {(responses.data ?? []).map((response) => (
          <TableRow key={response.guid}>
            <TableCell className="font-mono text-xs">{response.guid}</TableCell>
            <TableCell className="font-mono text-xs">{response.userGuid ?? ''}</TableCell>
            <TableCell>{when(response.updatedAt)}</TableCell>
            <TableCell>{when(response.createdAt)}</TableCell>
            <TableCell>
              <Link
                to="/forms/$formGuid/responses/$responseGuid"
                params={{ formGuid, responseGuid: response.guid }}
                className="text-primary underline-offset-4 hover:underline"
              >
                View
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </div>
  );
}
