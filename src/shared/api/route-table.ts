import type { ApiRoute } from './define-route.ts';
import { answerRoutes } from './answer-routes.ts';
import { formRoutes } from './form-routes.ts';
import { itemDefinitionRoutes } from './item-definition-routes.ts';
import { orgRoutes } from './org-routes.ts';
import { peopleRoutes } from './people-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { siteStatusRoutes } from './site-status-routes.ts';
import { workflowRoutes } from './workflow-routes.ts';

/**
 * Every area's routes under one name each, for what looks at the whole table (the test that holds it to
 * the server's routes). Callers import their area's file.
 */
export const routeTable: Record<string, Record<string, ApiRoute>> = {
  session: sessionRoutes,
  org: orgRoutes,
  people: peopleRoutes,
  form: formRoutes,
  answer: answerRoutes,
  workflow: workflowRoutes,
  itemDefinition: itemDefinitionRoutes,
  siteStatus: siteStatusRoutes,
};
