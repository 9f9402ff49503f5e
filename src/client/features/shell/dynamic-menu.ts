import { workflowRouteSegment } from '../../../shared/routing/guest-home.ts';
import type { NamedReference, OrgInfoEntityDefinition } from '../../../shared/generated/types.gen.ts';
import type { RouteAccess } from '../../lib/route-access.ts';
import type { MenuItem, MenuSection } from './menu-model.ts';
import { SETUP_VIEWERS, WORKFLOW_USERS } from '../../../shared/auth/role-sets.ts';

// Spec 2, route table: the per-definition routes and who may open them.
const workflowAccess: RouteAccess = { roles: WORKFLOW_USERS };
const entityAccess: RouteAccess = { roles: SETUP_VIEWERS };

/**
 * Which per-definition pages exist yet. The menu offers only pages that can open; the workflow and entity
 * pages switch these on when they arrive.
 */
export const dynamicPagesAvailable = { workflows: true, entities: false };

export interface DynamicMenuSource {
  workflowDefinitionDtos?: readonly NamedReference[];
  entityDefinitionDtos?: readonly OrgInfoEntityDefinition[];
}

/** One item per workflow definition, listed under its name, ordered by name descending (spec 2). */
export function workflowMenuItems(workflows: readonly NamedReference[]): MenuItem[] {
  return [...workflows]
    .sort((a, b) => b.name.localeCompare(a.name))
    .map((workflow) => ({
      label: workflow.name,
      to: `/workflows/${workflowRouteSegment(workflow.guid)}`,
      access: workflowAccess,
    }));
}

/** One item per entity definition, child definitions included, under the plural name. */
export function entityMenuItems(definitions: readonly OrgInfoEntityDefinition[]): MenuItem[] {
  const flat: OrgInfoEntityDefinition[] = [];
  const walk = (list: readonly OrgInfoEntityDefinition[]) => {
    for (const definition of list) {
      flat.push(definition);
      walk(definition.childEntityDefinitions ?? []);
    }
  };
  walk(definitions);
  const seen = new Set<string>();
  return flat
    .map((definition) => ({
      label: definition.plural,
      to: `/entity/${encodeURIComponent(definition.plural.toLowerCase())}`,
      access: entityAccess,
    }))
    .filter((item) => !seen.has(item.to) && seen.add(item.to) !== undefined);
}

/** The model with the organisation's workflow and entity items filled in, for the pages that exist. */
export function withDynamicItems(
  model: readonly MenuSection[],
  source: DynamicMenuSource | undefined,
  available: { workflows: boolean; entities: boolean } = dynamicPagesAvailable,
): MenuSection[] {
  const extra: Partial<Record<MenuSection['title'], MenuItem[]>> = {
    Workflows: available.workflows ? workflowMenuItems(source?.workflowDefinitionDtos ?? []) : [],
    Entities: available.entities ? entityMenuItems(source?.entityDefinitionDtos ?? []) : [],
  };
  return model.map((section) => ({
    ...section,
    items: [...section.items, ...(extra[section.title] ?? [])],
  }));
}
