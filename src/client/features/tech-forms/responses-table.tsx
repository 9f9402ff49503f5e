import { Link, useNavigate } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
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
      {responses.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : responses.isError ? (
        <p className="text-sm text-destructive">The responses could not be loaded.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Response Guid</TableHead>
              <TableHead>User Guid</TableHead>
              <TableHead>Last Modified</TableHead>
              <TableHead>Created At</TableHead>
              <TableHead>View</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {responses.data.map((response) => (
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
            {responses.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="text-muted-foreground">
                  No responses yet.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
