import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/problem.ts';
import {
  loadWorkflowDefinition,
  loadWorkflowDefinitionRow,
  reorderWorkflowSteps,
} from '../repositories/workflow-definitions.ts';
import { FORM_CACHES, guidParams, ref } from './form-route-parts.ts';
import { definitionOf } from '../resources/workflow-resources.ts';
import { SETUP_EDITORS } from '../../shared/auth/role-sets.ts';
import { resource } from '../auth/access.ts';

export const STEP_ORDER_MISMATCH = 'The order must list every step form of this workflow exactly once.';

/** PUT /api/FormDefinition/{workflowDefinitionGuid}/UpdateWorkflowStepOrder: the order of a workflow's step forms. */
export async function workflowStepOrderRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.put<{ Body: string[] }>(
    '/:workflowDefinitionGuid/UpdateWorkflowStepOrder',
    {
      config: { access: resource('workflowDefinition', SETUP_EDITORS) },
      schema: {
        tags: ['FormDefinition'],
        summary: 'Sets the order of the workflow definition’s step forms; returns the definition.',
        params: guidParams('workflowDefinitionGuid'),
        body: ref('api/update-workflow-step-order-body'),
        response: { 200: ref('definitions/workflow-definition') },
      },
    },
    async (request, reply) => {
      const definition = definitionOf(request);
      if (!(await reorderWorkflowSteps(db, definition.guid, request.body)))
        throw badRequest(STEP_ORDER_MISMATCH, { body: [STEP_ORDER_MISMATCH] });
      reply.header('X-Store-Refresh', `workflowDefinitions,${FORM_CACHES}`);
      return loadWorkflowDefinition(db, (await loadWorkflowDefinitionRow(db, definition.guid))!);
    },
  );
}
