import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useComplianceStatistics } from '../api/get-compliance-item-statistics.ts';

/** The Summaries page (spec 2): four cards; only Item Status has data so far. */
export function MainDashboard({ orgGuid }: { orgGuid: string | undefined }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Summaries</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <EmptyCard title="Compliance Checklists" text="No compliance checklists to show yet." />
        <ItemStatusCard orgGuid={orgGuid} />
        <EmptyCard title="Actions Required" text="No actions are required." />
        <EmptyCard title="Workflow Progress" text="No workflows in progress." />
      </div>
    </div>
  );
}

function EmptyCard({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{text}</p>
      </CardContent>
    </Card>
  );
}

const counters = [
  { label: 'Active', field: 'activeItems' },
  { label: 'Inactive', field: 'inactiveItems' },
  { label: 'Unused', field: 'unusedItems' },
  { label: 'Archived', field: 'archivedItems' },
] as const;

function ItemStatusCard({ orgGuid }: { orgGuid: string | undefined }) {
  const statistics = useComplianceStatistics(orgGuid);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Item Status</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counters.map(({ label, field }) => (
            <div key={field} className="flex flex-col gap-1 rounded-md border bg-background p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {statistics.data ? (
                  statistics.data[field]
                ) : statistics.isError ? (
                  '–'
                ) : (
                  <Skeleton className="h-8 w-10" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
