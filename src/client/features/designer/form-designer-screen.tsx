import { useMemo } from 'react';
import type { FormType } from '../../../shared/generated/types.gen.ts';
import { formDesignersFor } from '../../../shared/auth/role-sets.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { useViewer } from '../renderer/use-viewer.ts';
import { useFormDefinition } from '../tech-forms/api/get-form-definition.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import type { DesignerBackTo } from './designer-header.tsx';
import { DesignerPage } from './designer-page.tsx';
import { formTypeChoices } from './form-properties.ts';

export interface FormDesignerScreenProps {
  formGuid: string;
  /** Where Back leads; by default Raw Forms for a super admin, the workflow list for others. */
  backTo?: DesignerBackTo;
  /** What the form belongs to, shown above its name (a compliance item's name). */
  context?: string;
  /** The Form Type choices; by default those of the form's stored type. */
  formTypes?: readonly FormType[];
}

/**
 * Loads the form and the signed-in person, decides who may edit (the designers of the form's type, the
 * rule the server's save and edit lock follow too), and opens the designer.
 */
export function FormDesignerScreen({ formGuid, backTo, context, formTypes }: FormDesignerScreenProps) {
  const { status } = useAuth();
  const { userInfo } = useCurrentOrg(status === 'signedIn');
  const form = useFormDefinition(formGuid);
  const orgGuid = form.data?.orgGuid ?? '';
  const orgEntry = userInfo?.orgDict[orgGuid];
  const viewer = useViewer(userInfo, orgEntry);
  const org = useMemo(() => ({ guid: orgGuid, name: orgEntry?.name ?? '' }), [orgGuid, orgEntry]);
  const storedType = form.data?.formType;
  const typeChoices = useMemo(
    () => formTypes ?? (storedType ? formTypeChoices(storedType) : []),
    [formTypes, storedType],
  );

  if (form.isError) return <p className="text-sm text-destructive">The form could not be loaded.</p>;
  if (!form.data || !userInfo || !viewer) return <Skeleton className="h-64 w-full" />;
  const superAdmin = userInfo.superAdmin;
  const designers = formDesignersFor(form.data.formType);
  const canEdit = superAdmin || (orgEntry?.roles.some((role) => designers.includes(role)) ?? false);
  return (
    <DesignerPage
      // A form saved elsewhere and loaded again starts a new history.
      key={form.data.guid}
      stored={form.data}
      canEdit={canEdit}
      superAdmin={superAdmin}
      viewer={viewer}
      org={org}
      backTo={backTo ?? (superAdmin ? '/tech-forms' : '/setup-workflows')}
      context={context}
      formTypes={typeChoices}
    />
  );
}
