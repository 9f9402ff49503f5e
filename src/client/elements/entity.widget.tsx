import type { ElementWidget } from './element-widget.ts';
import { ChoiceSelect } from './parts/choice-select.tsx';
import { useChoices } from './parts/use-choices.ts';

/** One entity of the question's entity type, answered with the entity's guid. */
export const EntityWidget: ElementWidget<'Entity'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
  services,
}) => {
  const definitionGuid = element.properties.entityDefinitionGuid ?? null;
  const { choices, failed } = useChoices(`entities:${definitionGuid ?? ''}`, () =>
    services.entities(definitionGuid),
  );
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
