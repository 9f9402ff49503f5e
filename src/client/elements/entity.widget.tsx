import type { ElementWidget } from './element-widget.ts';
import { ChoiceSelect } from './parts/choice-select.tsx';

/** One entity of the question's entity type, answered with the entity's guid. */
export const EntityWidget: ElementWidget<'Entity'> = ({ element, services, ...field }) => {
  const definitionGuid = element.properties.entityDefinitionGuid ?? null;
  return (
    <ChoiceSelect
      {...field}
      choicesKey={`entities:${definitionGuid ?? ''}`}
      load={() => services.entities(definitionGuid)}
    />
  );
};
