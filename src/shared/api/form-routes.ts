import type {
  CreateFormResponseQuery,
  FormDefinition,
  FormResponse,
  FormResponseStatus,
  GetAllFormDefinitionsQuery,
  GetAllFormDefinitionsResponse,
  GetAllFormResponsesResponse,
  GetAllListDefinitionsQuery,
  GetFormDesignerExtrasResponse,
  GetFormResponseRecentAnswersQuery,
  GetFormResponseRecentAnswersResponse,
  ListDefinition,
  UploadFormDefinitionQuery,
} from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';

/** A Blob of text as both the browser and Node have it; the shared code is built without the DOM's types. */
interface TextFile {
  readonly type: string;
  readonly size: number;
  text(): Promise<string>;
}

/** Form definitions, their responses, and the lists their questions offer. */
export const formRoutes = {
  getFormDefinition: defineRoute('GET', '/api/FormDefinition/:formDefinitionGuid/GetFormDefinition', {
    response: ofType<FormDefinition>(),
  }),
  // The whole form as read, with its changes; the stored form comes back.
  updateFormDefinition: defineRoute('PUT', '/api/FormDefinition/:formDefinitionGuid/UpdateFormDefinition', {
    body: ofType<FormDefinition>(),
    response: ofType<FormDefinition>(),
  }),
  // The form JSON as typed, sent as text so an empty upload gets the server's 'No JSON provided'.
  uploadFormDefinition: defineRoute('POST', '/api/FormDefinition', {
    query: ofType<UploadFormDefinitionQuery>(),
    body: ofType<TextFile>(),
    response: ofType<FormDefinition>(),
  }),
  getFormDesignerExtras: defineRoute(
    'GET',
    '/api/mwforms/FormDesignerExtras/:orgGuid/GetFormDesignerExtras',
    { response: ofType<GetFormDesignerExtrasResponse>() },
  ),
  getAllFormDefinitions: defineRoute('GET', '/api/FormDefinition/GetAllFormDefinitions', {
    query: ofType<GetAllFormDefinitionsQuery>(),
    response: ofType<GetAllFormDefinitionsResponse>(),
  }),
  getAllFormResponses: defineRoute('GET', '/api/mwforms/:formDefinitionGuid/GetAllFormResponses', {
    response: ofType<GetAllFormResponsesResponse>(),
  }),
  getResponse: defineRoute('GET', '/api/mwforms/:formDefinitionGuid/:orgGuid/:responseGuid/GetResponse', {
    response: ofType<FormResponse>(),
  }),
  // The answers changed at or after `since` (every answer without it), for the live session's merge.
  getFormResponseRecentAnswers: defineRoute(
    'GET',
    '/api/mwforms/:formDefinitionGuid/:orgGuid/:responseGuid/GetFormResponseRecentAnswers',
    {
      query: ofType<GetFormResponseRecentAnswersQuery>(),
      response: ofType<GetFormResponseRecentAnswersResponse>(),
    },
  ),
  createFormResponse: defineRoute('POST', '/api/mwforms/:formDefinitionGuid/CreateFormResponse', {
    query: ofType<CreateFormResponseQuery>(),
    response: ofType<FormResponse>(),
  }),
  // The body is the bare status; an unchanged status answers 204 (no body).
  updateFormResponseStatus: defineRoute(
    'PUT',
    '/api/mwforms/:formDefinitionGuid/status/:responseGuid/UpdateFormResponseStatus',
    { body: ofType<FormResponseStatus>(), response: ofType<FormResponse | undefined>() },
  ),
  getAllListDefinitions: defineRoute('GET', '/api/ListDefinition/GetAllListDefinitions', {
    query: ofType<GetAllListDefinitionsQuery>(),
    response: ofType<ListDefinition[]>(),
  }),
  createListDefinition: defineRoute('POST', '/api/ListDefinition/CreateListDefinition', {
    body: ofType<ListDefinition>(),
    response: ofType<ListDefinition>(),
  }),
  updateListDefinition: defineRoute('PUT', '/api/ListDefinition/UpdateListDefinition', {
    query: ofType<{ listDefinitionGuid: string }>(),
    body: ofType<ListDefinition>(),
    response: ofType<ListDefinition>(),
  }),
  deleteListDefinition: defineRoute('DELETE', '/api/ListDefinition/:listDefinitionGuid', {
    response: ofType<undefined>(),
  }),
};
