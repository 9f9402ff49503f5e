import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
} from '@tanstack/react-table';
import { ShieldPlusIcon } from 'lucide-react';
import type { Org } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { useFileObjectUrl } from '../shell/api/get-file-blob.ts';
import { rolesAsWords } from '../shell/role-words.ts';
import { canJoinAsUserAdmin, myRoles } from './org-list.ts';

export const orgTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
});

const helper = createColumnHelper<typeof orgTableFeatures, Org>();

export interface OrgColumnOptions {
  superAdmin: boolean;
  canOpen: (org: Org) => boolean;
  onOpen: (org: Org) => void;
  onJoin: (org: Org) => void;
  joining: string | undefined;
}

const text = (value: string | null | undefined) => value ?? '';

/** A text cell cut with an ellipsis when its column is too narrow; the whole text shows on hover. */
function clippedText({ getValue }: { getValue: () => unknown }) {
  const value = String(getValue() ?? '');
  return (
    <span className="block truncate" title={value}>
      {value}
    </span>
  );
}

/** The column headings, for the table that stands in while the list loads or after it failed. */
export function orgListHeaders(superAdmin: boolean): string[] {
  const headers = [
    'Name',
    'Code',
    'Logo',
    'My Roles',
    'Contact Number',
    'Email',
    'Website URL',
    'Email Domains',
  ];
  return superAdmin ? headers : headers.filter((header) => header !== 'My Roles');
}

/** The columns of spec 2; My Roles only for a super admin. Widths are CSS grid tracks. */
export function orgColumns(options: OrgColumnOptions) {
  const columns = helper.columns([
    helper.accessor((org) => org.name, {
      id: 'name',
      header: 'Name',
      cell: ({ row }) =>
        options.canOpen(row.original) ? (
          <Button
            variant="link"
            className="h-auto p-0 text-left"
            onClick={() => options.onOpen(row.original)}
          >
            {row.original.name}
          </Button>
        ) : (
          row.original.name
        ),
    }),
    helper.accessor((org) => org.code, { id: 'code', header: 'Code' }),
    helper.display({ id: 'logo', header: 'Logo', cell: ({ row }) => <OrgLogo org={row.original} /> }),
    helper.accessor((org) => rolesAsWords(myRoles(org)).join(', '), {
      id: 'myRoles',
      header: 'My Roles',
      cell: ({ row, getValue }) => (
        <span className="flex min-w-0 items-center gap-2">
          <span data-testid="my-roles" className="min-w-0 truncate" title={getValue<string>()}>
            {getValue<string>()}
          </span>
          {canJoinAsUserAdmin(row.original, options.superAdmin) && (
            <Button
              size="sm"
              variant="outline"
              disabled={options.joining === row.original.guid}
              onClick={() => options.onJoin(row.original)}
            >
              <ShieldPlusIcon />
              Make me User Admin
            </Button>
          )}
        </span>
      ),
    }),
    helper.accessor((org) => text(org.contactNumber), {
      id: 'contactNumber',
      header: 'Contact Number',
      cell: clippedText,
    }),
    helper.accessor((org) => text(org.email), { id: 'email', header: 'Email', cell: clippedText }),
    helper.accessor((org) => text(org.websiteUrl), {
      id: 'websiteUrl',
      header: 'Website URL',
      cell: clippedText,
    }),
    helper.accessor((org) => text(org.emailDomains), {
      id: 'emailDomains',
      header: 'Email Domains',
      cell: clippedText,
    }),
  ]);
  return options.superAdmin ? columns : columns.filter((column) => column.id !== 'myRoles');
}

/** Width per column id in pixels; header and virtual rows are separate grids, so the tracks must be fixed. */
// Their sum fits the page beside the side menu at 1440 px; narrower screens scroll the table sideways.
export const orgColumnWidths: Record<string, number> = {
  name: 190,
  code: 80,
  logo: 72,
  myRoles: 230,
  contactNumber: 120,
  email: 160,
  websiteUrl: 160,
  emailDomains: 140,
};

function OrgLogo({ org }: { org: Org }) {
  const url = useFileObjectUrl(org.logoFileGuid);
  return url ? <img src={url} alt={`${org.name} logo`} className="h-8 max-w-24 object-contain" /> : null;
}
