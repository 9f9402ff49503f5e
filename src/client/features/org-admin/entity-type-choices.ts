import type { OrgInfoEntityDefinition } from '../../../shared/generated/types.gen.ts';

export interface EntityTypeChoice {
  guid: string;
  label: string;
}

/** The organisation's entity types, child definitions included, labelled by plural name, by label. */
export function entityTypeChoices(definitions: readonly OrgInfoEntityDefinition[]): EntityTypeChoice[] {
  const choices: EntityTypeChoice[] = [];
  const walk = (list: readonly OrgInfoEntityDefinition[]) => {
    for (const definition of list) {
      if (!choices.some((choice) => choice.guid === definition.guid))
        choices.push({ guid: definition.guid, label: definition.plural });
      walk(definition.childEntityDefinitions ?? []);
    }
  };
  walk(definitions);
  return choices.sort((a, b) => a.label.localeCompare(b.label));
}
