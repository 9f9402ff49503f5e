import { useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { useAllFormDefinitions } from './api/get-all-form-definitions.ts';
import { formTypeLabel } from './form-type-label.ts';
import { UploadFormJsonDialog } from '../designer/upload-form-json-dialog.tsx';
import { useCurrentOrg } from '../user-session/use-current-org.ts';

/**
 * Raw Forms (spec platform 2, tech support): every form of every organisation for super admins, with a
 * link to its designer and to its responses. Upload Form JSON adds a form to the organisation being worked in
 * and opens it in the designer.
 */
export function RawFormsTable() {
  const forms = useAllFormDefinitions();
  const [search, setSearch] = useState('');
  const [uploading, setUploading] = useState(false);
  const orgGuid = useCurrentOrg(true).org?.guid;
  const navigate = useNavigate();
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
        {orgGuid && (
          <Button variant="outline" onClick={() => setUploading(true)}>
            Upload Form JSON
          </Button>
        )}
      </div>
      {orgGuid && (
        <UploadFormJsonDialog
          open={uploading}
          onOpenChange={setUploading}
          orgGuid={orgGuid}
          description="The form is added to the organisation you are working in, with the checks of a save (a form of that organisation with the same guid is replaced). Element events cannot be uploaded."
          onUploaded={(form) => {
            toast.success('Form added successfully');
            void navigate({ to: '/forms/$formGuid/design', params: { formGuid: form.guid } });
          }}
        />
      )}
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
