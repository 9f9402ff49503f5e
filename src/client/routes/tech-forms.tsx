import { createFileRoute } from '@tanstack/react-router';
import { RawFormsTable } from '../features/tech-forms/raw-forms-table.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/tech-forms')({
  staticData: { ...routeAccess.techForms, title: 'Raw Forms' },
  component: RawFormsTable,
});
