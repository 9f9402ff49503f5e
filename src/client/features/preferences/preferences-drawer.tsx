import { useState } from 'react';
import { EditorDrawer, EditorFooter } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerDescription, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { initialStartingOrg, type OrgChoice } from './preferences-form.ts';
import { StartingOrgPicker } from './starting-org-picker.tsx';

export interface PreferencesDrawerProps {
  onClose: () => void;
  loginName: string;
  email: string;
  isTempAccount: boolean;
  /** The roles in the current organisation as words; hidden for a Guest-only person. */
  roleNames: readonly string[];
  guestOnly: boolean;
  orgs: readonly OrgChoice[];
  defaultOrgGuid: string | null;
  currentOrgGuid: string | undefined;
  /** Saves the starting organisation (SetStartingOrg); rejects when the save failed. */
  onSave: (orgGuid: string) => Promise<void>;
}

/** 'Site Preferences' (spec 2): mounted while open, so each opening starts from the saved values. */
export function PreferencesDrawer(props: PreferencesDrawerProps) {
  const initial = initialStartingOrg(props.orgs, props.defaultOrgGuid, props.currentOrgGuid);
  const [startingOrg, setStartingOrg] = useState(initial);
  const [saving, setSaving] = useState(false);
  const dirty = startingOrg !== initial;
  const guard = useGuardedClose(dirty, props.onClose);

  const save = async () => {
    if (!startingOrg || !dirty) return;
    setSaving(true);
    try {
      await props.onSave(startingOrg);
      props.onClose();
    } catch {
      // The failure is already on screen; the drawer stays open with the choice.
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorDrawer guard={guard} width="80%">
      <DrawerHeader>
        <DrawerTitle>Site Preferences</DrawerTitle>
        <DrawerDescription>Login passwords are changed from the Login screen.</DrawerDescription>
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-4">
        <ReadOnlyField id="pref-name" label="Name" value={props.loginName} />
        <ReadOnlyField id="pref-email" label="Email" value={props.email} />
        {props.isTempAccount && (
          <p className="text-sm text-muted-foreground">This person has not signed in yet.</p>
        )}
        {!props.guestOnly && props.roleNames.length > 0 && (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium">Roles</span>
            <ul className="list-inside list-disc text-sm">
              {props.roleNames.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </div>
        )}
        {props.orgs.length > 1 && (
          <StartingOrgPicker orgs={props.orgs} value={startingOrg} onChange={setStartingOrg} />
        )}
      </DrawerBody>
      <EditorFooter guard={guard} saveDisabled={!dirty || saving} onSave={() => void save()} />
    </EditorDrawer>
  );
}

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly />
    </div>
  );
}
