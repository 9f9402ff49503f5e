import type { DefinitionSecurity, NamedReference, Role } from '../../../shared/generated/types.gen.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { roleWords } from '../shell/role-words.ts';
import { GroupsWithAccessField } from '../workflow-setup/groups-with-access-field.tsx';

const ROLES: readonly Role[] = ['Member', 'Guest', 'UserAdmin', 'ViewSetup', 'SetupBasic', 'SetupItems'];
const NO_SECURITY: DefinitionSecurity = { orgGroupGuids: [], roles: [] };

export interface ItemSecurityTabProps {
  security: DefinitionSecurity | null | undefined;
  groups: readonly NamedReference[];
  readOnly: boolean;
  onChange: (security: DefinitionSecurity) => void;
}

/** Tab 'Security': the security groups and roles whose people see the item; none of either means everyone. */
export function ItemSecurityTab({ security, groups, readOnly, onChange }: ItemSecurityTabProps) {
  const current = security ?? NO_SECURITY;
  const toggleRole = (role: Role, on: boolean) =>
    onChange({
      ...current,
      roles: on ? [...current.roles, role] : current.roles.filter((other) => other !== role),
    });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        Members of the chosen security groups and holders of the chosen roles see this item. With nothing
        chosen, everyone in the organization does.
      </p>
      <GroupsWithAccessField
        legend="Security Groups"
        groups={groups}
        selected={current.orgGroupGuids}
        readOnly={readOnly}
        messages={[]}
        onChange={(orgGroupGuids) => onChange({ ...current, orgGroupGuids })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Roles</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ROLES.map((role) => (
            <label key={role} className="flex items-center gap-1.5 text-sm">
              <Checkbox
                checked={current.roles.includes(role)}
                disabled={readOnly}
                onCheckedChange={(checked) => toggleRole(role, checked === true)}
              />
              {roleWords[role]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
