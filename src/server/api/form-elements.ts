import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/problem.ts';
import { loadFormElements } from '../repositories/form-definitions.ts';
import {
  deleteFormElementTree,
  insertFormElement,
  replaceFormElement,
} from '../repositories/form-elements.ts';
import { checkElementInForm, nextQuestionCode } from './form-element-checks.ts';
import { checkListReferences, listUserOf } from './form-list-checks.ts';
import { OPTIONS_LIST_PROPERTY } from '../../shared/lists/list-options.ts';
import { FORM_CACHES, guidParams, ref, uuid } from './form-route-parts.ts';
import { SETUP_EDITORS, SETUP_VIEWERS } from '../../shared/auth/role-sets.ts';
import { formOf } from '../resources/form-resource.ts';
import { resource } from '../auth/access.ts';

const elementSchema = ref('definitions/form-element');
const LIST_FIELD = `properties.${OPTIONS_LIST_PROPERTY}`;
const tags = ['FormElements'];

/** /api/mwforms/{formDefinitionGuid}/elements: a form's elements one at a time (the designer). */
export async function formElementRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const read = { config: { access: resource('form', SETUP_VIEWERS) } };
  const write = {
    config: { access: resource('designedForm', SETUP_EDITORS), announce: 'formDefinition' as const },
  };
  const body = (request: FastifyRequest) => request.body as Record<string, unknown>;
  /** The element the path names, which must be in the path's form, and the form's other elements. */
  const elementOf = async (request: FastifyRequest, param: string) => {
    const guid = (request.params as Record<string, string>)[param]!.toLowerCase();
    const elements = await loadFormElements(db, formOf(request).guid);
    const element = elements.find((candidate) => candidate.guid === guid);
    if (!element) throw notFound('Form element not found.');
    return { element, others: elements.filter((candidate) => candidate.guid !== guid) };
  };

  app.get(
    '/:formDefinitionGuid/elements',
    {
      ...read,
      schema: {
        tags,
        summary: "The form's elements in display order.",
        params: guidParams('formDefinitionGuid'),
        response: { 200: { type: 'array', items: elementSchema } },
      },
    },
    async (request) => loadFormElements(db, formOf(request).guid),
  );

  app.post(
    '/:formDefinitionGuid/elements',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Adds an element at the end of its parent; the server gives it a guid and, when missing, a question code.',
        params: guidParams('formDefinitionGuid'),
        body: { type: 'object' },
        response: { 200: elementSchema },
      },
    },
    async (request, reply) => {
      const form = formOf(request);
      const elements = await loadFormElements(db, form.guid);
      const { questionCode, type } = body(request);
      const code =
        typeof questionCode === 'string' && questionCode.trim()
          ? questionCode
          : nextQuestionCode(elements, String(type));
      const candidate = {
        properties: {},
        ...body(request),
        guid: crypto.randomUUID(),
        questionCode: code,
        formDefinitionGuid: form.guid,
      };
      const checked = checkElementInForm(candidate, elements);
      await checkListReferences(db, listUserOf(form), [checked], () => LIST_FIELD);
      const saved = await insertFormElement(db, form.guid, checked);
      reply.header('X-Store-Refresh', FORM_CACHES);
      return saved;
    },
  );

  app.get(
    '/:formDefinitionGuid/elements/:elementGuid',
    {
      ...read,
      schema: {
        tags,
        summary: 'One element of the form.',
        params: guidParams('formDefinitionGuid', 'elementGuid'),
        response: { 200: elementSchema },
      },
    },
    async (request) => (await elementOf(request, 'elementGuid')).element,
  );

  app.put(
    '/:formDefinitionGuid/elements/:elementGuid',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Replaces an element (archive: isArchived true); a new parent moves it with its contents to the end of that parent.',
        params: guidParams('formDefinitionGuid', 'elementGuid'),
        body: { type: 'object' },
        response: { 200: elementSchema },
      },
    },
    async (request, reply) => {
      const { element: stored, others } = await elementOf(request, 'elementGuid');
      // The path names the element and its form; the body cannot move it to another one.
      const candidate = { ...body(request), guid: stored.guid, formDefinitionGuid: formOf(request).guid };
      const checked = checkElementInForm(candidate, others);
      await checkListReferences(db, listUserOf(formOf(request)), [checked], () => LIST_FIELD);
      const saved = await replaceFormElement(db, formOf(request).guid, checked);
      reply.header('X-Store-Refresh', FORM_CACHES);
      return saved;
    },
  );

  app.delete(
    '/:formDefinitionGuid/elements/:formElementGuid/DeleteFormElement',
    {
      ...write,
      schema: {
        tags,
        summary: 'Deletes an element, everything inside it, their answers and the rules that name them.',
        params: guidParams('formDefinitionGuid', 'formElementGuid'),
        response: {
          200: {
            type: 'object',
            required: ['deletedElementGuids'],
            properties: { deletedElementGuids: { type: 'array', items: uuid } },
          },
        },
      },
    },
    async (request, reply) => {
      const { element } = await elementOf(request, 'formElementGuid');
      const deletedElementGuids = await deleteFormElementTree(db, formOf(request).guid, element.guid);
      reply.header('X-Store-Refresh', FORM_CACHES);
      return { deletedElementGuids };
    },
  );
}
