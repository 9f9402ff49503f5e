import { useMemo, useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { DownloadIcon } from 'lucide-react';
import type { Org } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { EditorDrawer, EditorFooter } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerDescription, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { downloadBlob, useExportOrg } from './api/export-org.ts';
import { useSaveOrg } from './api/save-org.ts';
import { useOrgInfo } from '../shell/api/get-org-info.ts';
import { entityTypeChoices } from './entity-type-choices.ts';
import { OrgEditorFields } from './org-editor-fields.tsx';
import {
  canSaveOrg,
  hasRequiredFields,
  isOrgFormDirty,
  isSavedOrg,
  requiredMessage,
  toOrgBody,
  toOrgForm,
} from './org-form.ts';

export interface OrgEditorDrawerProps {
  /** The organisation to edit; undefined for a new one. */
  org: Org | undefined;
  /** Only members can read an organisation's info, which lists its entity types. */
  isMember: boolean;
  superAdmin: boolean;
  /** Saving needs User Admin there or the super admin flag; others see the fields read-only. */
  canEdit: boolean;
  onClose: () => void;
}

/**
 * The organisation editor. It stays open after a save, so a new organisation can get its logo at once
 * (a logo needs a saved organisation).
 */
export function OrgEditorDrawer({ org, isMember, superAdmin, canEdit, onClose }: OrgEditorDrawerProps) {
  const orgInfo = useOrgInfo(isMember ? org?.guid : undefined).data;
  const entityTypes = useMemo(() => entityTypeChoices(orgInfo?.entityDefinitionDtos ?? []), [orgInfo]);
  const [saved, setSaved] = useState(() => toOrgForm(org));
  const [form, setForm] = useState(saved);
  const save = useSaveOrg();
  const exportOrg = useExportOrg();
  const [uploadingLogo, setUploadingLogo] = useState(false);
  // Set in the click itself (the mutation's own flag arrives a tick later), so a Close pressed right
  // after Save already knows a save is under way.
  const [saving, setSaving] = useState(false);
  const dirty = isOrgFormDirty(form, saved);
  const guard = useGuardedClose(dirty, onClose, saving);

  // An upload is stored on the organisation at once (spec 9: POST …/logo), so it is part of what is
  // saved, not a pending change; only a removal waits for Save (spec 4). See docs/shell-decisions.md.
  const logoUploaded = (logoFileGuid: string) => {
    setSaved((current) => ({ ...current, logoFileGuid }));
    setForm((current) => ({ ...current, logoFileGuid }));
  };

  const submit = () => {
    if (!hasRequiredFields(form)) {
      toast.warning(requiredMessage);
      return;
    }
    const logoRemoved = saved.logoFileGuid !== '' && form.logoFileGuid === '';
    setSaving(true);
    save.mutate(toOrgBody(form), {
      onSettled: () => setSaving(false),
      onSuccess: (answer) => {
        const next = toOrgForm(answer && typeof answer === 'object' ? answer : toOrgBody(form));
        setSaved(next);
        setForm(next);
        toast.success('Saved');
        if (logoRemoved) toast.success('Logo removed successfully!');
      },
    });
  };
  const download = () => {
    if (!isSavedOrg(saved.guid)) {
      toast.warning('Cannot export: Organization not saved yet.');
      return;
    }
    exportOrg.mutate(saved.guid, {
      onSuccess: (blob) => {
        downloadBlob(blob, `organization-${saved.code || saved.guid}.json`);
        toast.success('Organization data exported successfully!');
      },
    });
  };

  return (
    <EditorDrawer guard={guard}>
      <DrawerHeader>
        <DrawerTitle>{isSavedOrg(saved.guid) ? saved.name : 'New Organization'}</DrawerTitle>
        <DrawerDescription>
          {canEdit ? 'Code and Name are required.' : 'You can view this organization.'}
        </DrawerDescription>
      </DrawerHeader>
      <DrawerBody>
        <OrgEditorFields
          form={form}
          entityTypes={entityTypes}
          readOnly={!canEdit}
          onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
          logoEvents={{
            saving,
            onUploaded: logoUploaded,
            onUploadingChange: setUploadingLogo,
          }}
        />
      </DrawerBody>
      <EditorFooter
        guard={guard}
        canSave={canEdit}
        saveDisabled={!canSaveOrg(form, saved) || saving || uploadingLogo}
        onSave={submit}
      >
        {superAdmin && isSavedOrg(saved.guid) && (
          <Button variant="outline" className="mr-auto" disabled={exportOrg.isPending} onClick={download}>
            <DownloadIcon />
            Download as JSON
          </Button>
        )}
      </EditorFooter>
    </EditorDrawer>
  );
}
