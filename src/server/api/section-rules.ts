import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/problem.ts';
import { deleteSectionRule, loadSectionRules } from '../repositories/section-rules.ts';
import { FORM_CACHES, guidParams, ref } from './form-route-parts.ts';
import { SETUP_EDITORS, SETUP_VIEWERS } from '../../shared/auth/role-sets.ts';
import { formOf } from '../resources/form-resource.ts';
import { resource } from '../auth/access.ts';

const params = guidParams('formDefinitionGuid');
const rulesSchema = { type: 'array', items: ref('definitions/section-rule') };
const tags = ['SectionRules'];

/** /api/mwforms/{formDefinitionGuid}/sectionRules: a form's section access rules. */
export async function sectionRuleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    '/:formDefinitionGuid/sectionRules',
    {
      config: { access: resource('form', SETUP_VIEWERS) },
      schema: { tags, summary: "The form's section access rules.", params, response: { 200: rulesSchema } },
    },
    async (request) => loadSectionRules(db, formOf(request).guid),
  );

  app.delete<{ Querystring: { sectionRuleGuid: string } }>(
    '/:formDefinitionGuid/sectionRules',
    {
      config: { access: resource('designedForm', SETUP_EDITORS) },
      schema: {
        tags,
        summary: 'Deletes one section rule; returns the remaining ones.',
        params,
        querystring: ref('api/delete-section-rule-query'),
        response: { 200: rulesSchema },
      },
    },
    async (request, reply) => {
      const remaining = await deleteSectionRule(db, formOf(request).guid, request.query.sectionRuleGuid);
      if (!remaining) throw notFound('Section rule not found.');
      reply.header('X-Store-Refresh', FORM_CACHES);
      return remaining;
    },
  );
}
