import type { ElementWidget } from './element-widget.ts';
import { ChoiceSelect } from './parts/choice-select.tsx';

/**
 * One security group of the organisation, limited to allowedSecurityGroups when that list is not empty.
 * Answered with the group's guid.
 */
export const SecurityGroupWidget: ElementWidget<'SecurityGroup'> = ({ element, services, ...field }) => {
  const allowed = element.properties.allowedSecurityGroups ?? [];
  const load = async () => {
    const groups = await services.securityGroups();
    // Guids are compared ignoring case: the server does not promise one casing.
    const allowedKeys = new Set(allowed.map((guid) => guid.toLowerCase()));
    return allowedKeys.size === 0
      ? groups
      : groups.filter((group) => allowedKeys.has(group.guid.toLowerCase()));
  };
  return <ChoiceSelect {...field} choicesKey={`security-groups:${allowed.join(',')}`} load={load} />;
};
