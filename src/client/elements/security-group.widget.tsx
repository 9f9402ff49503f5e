import type { ElementWidget } from './element-widget.ts';
import { ChoiceSelect } from './parts/choice-select.tsx';
import { useChoices } from './parts/use-choices.ts';

/**
 * One security group of the organisation, limited to allowedSecurityGroups when that list is not empty.
 * Answered with the group's guid.
 */
export const SecurityGroupWidget: ElementWidget<'SecurityGroup'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
  services,
}) => {
  const allowed = element.properties.allowedSecurityGroups ?? [];
  const { choices, failed } = useChoices(`security-groups:${allowed.join(',')}`, async () => {
    const groups = await services.securityGroups();
    // Guids are compared ignoring case: the server does not promise one casing.
    const allowedKeys = new Set(allowed.map((guid) => guid.toLowerCase()));
    return allowedKeys.size === 0
      ? groups
      : groups.filter((group) => allowedKeys.has(group.guid.toLowerCase()));
  });
  return (
    <ChoiceSelect
      id={id}
      choices={choices}
      failed={failed}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      readOnly={readOnly}
      error={error}
    />
  );
};
