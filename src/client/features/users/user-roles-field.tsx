import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import type { Role } from '../../lib/api-types.ts';
import { isGuestOnly, levelRoles, setGuest, toggleSetupRole } from './role-cascade.ts';

const words: Partial<Record<Role, string>> = {
  UserAdmin: 'User Admin',
  ViewSetup: 'View Setup',
  SetupBasic: 'Setup Basic',
  SetupItems: 'Setup Items',
};

export interface UserRolesFieldProps {
  roles: Role[];
  readOnly: boolean;
  /** Spec 4: the Guest/Member switch is off while adding a person. */
  adding: boolean;
  problem?: string;
  onChange: (roles: Role[]) => void;
}

/** Guest or Member, and for a Member the setup levels, which cascade (spec 4). */
export function UserRolesField({ roles, readOnly, adding, problem, onChange }: UserRolesFieldProps) {
  const guest = isGuestOnly(roles);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Roles</legend>
      <div className="flex items-center gap-2">
        <span className="text-sm">Member</span>
        <Switch
          id="user-guest"
          checked={guest}
          disabled={readOnly || adding}
          aria-label="Guest"
          onCheckedChange={(checked) => onChange(setGuest(checked))}
        />
        <Label htmlFor="user-guest" className="font-normal">
          Guest
        </Label>
      </div>
      {!guest && (
        <div className="flex flex-wrap gap-4">
          {levelRoles.map((role) => (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={`user-role-${role}`}
                checked={roles.includes(role)}
                disabled={readOnly}
                onCheckedChange={(checked) => onChange(toggleSetupRole(roles, role, checked === true))}
              />
              <Label htmlFor={`user-role-${role}`} className="font-normal">
                {words[role]}
              </Label>
            </div>
          ))}
        </div>
      )}
      {problem && <p className="text-sm text-destructive">{problem}</p>}
    </fieldset>
  );
}
