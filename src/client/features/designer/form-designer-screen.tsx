import { useMemo } from 'react';
import { FORM_DESIGNERS } from '../../../shared/auth/role-sets.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { useViewer } from '../renderer/use-viewer.ts';
import { useFormDefinition } from '../tech-forms/api/get-form-definition.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { DesignerPage } from './designer-page.tsx';

/** Loads the form and the signed-in person, decides who may edit, and opens the designer. */
export function FormDesignerScreen({ formGuid }: { formGuid: string }) {
  const { status } = useAuth();
  const { userInfo } = useCurrentOrg(status === 'signedIn');
  const form = useFormDefinition(formGuid);
  const orgGuid = form.data?.orgGuid ?? '';
  const orgEntry = userInfo?.orgDict[orgGuid];
  const viewer = useViewer(userInfo, orgEntry);
  const org = useMemo(() => ({ guid: orgGuid, name: orgEntry?.name ?? '' }), [orgGuid, orgEntry]);

  if (form.isError) return <p className="text-sm text-destructive">The form could not be loaded.</p>;
  if (!form.data || !userInfo || !viewer) return <Skeleton className="h-64 w-full" />;
  const superAdmin = userInfo.superAdmin;
  const canEdit = superAdmin || (orgEntry?.roles.some((role) => FORM_DESIGNERS.includes(role)) ?? false);
  return (
    <DesignerPage
      // A form saved elsewhere and loaded again starts a new history.
      key={form.data.guid}
      stored={form.data}
      canEdit={canEdit}
      superAdmin={superAdmin}
      viewer={viewer}
      org={org}
      backTo={superAdmin ? '/tech-forms' : '/setup-workflows'}
    />
  );
}
