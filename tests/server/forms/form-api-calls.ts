import { sampleForm, type sampleGuids } from './form-fixtures.ts';

/** The records the calls act on, known once the test's beforeAll has made them. */
export interface CallTarget {
  ids: ReturnType<typeof sampleGuids>;
  orgGuid: string;
  responseGuid: string;
  sectionRuleGuid: string;
}

/** One call of the form APIs, described so a test can send it as anyone. */
export interface FormApiCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (x: CallTarget) => string;
  query?: (x: CallTarget) => Record<string, string>;
  payload?: (x: CallTarget) => unknown;
}

const def = '/api/FormDefinition/';
const mw = (x: CallTarget) => `/api/mwforms/${x.ids.form}`;
const changedForm = (x: CallTarget) => ({ ...sampleForm(x.ids), name: 'Changed' });

/** Reads of the setup screens (View Setup). */
export const reads: FormApiCall[] = [
  {
    name: 'GetAllFormDefinitions',
    method: 'GET',
    url: () => `${def}GetAllFormDefinitions`,
    query: (x) => ({ orgGuid: x.orgGuid }),
  },
  { name: 'elements', method: 'GET', url: (x) => `${mw(x)}/elements` },
  { name: 'element', method: 'GET', url: (x) => `${mw(x)}/elements/${x.ids.text}` },
  { name: 'sectionRules', method: 'GET', url: (x) => `${mw(x)}/sectionRules` },
  { name: 'GetAllFormResponses', method: 'GET', url: (x) => `${mw(x)}/GetAllFormResponses` },
  { name: 'HasResponses', method: 'GET', url: (x) => `${mw(x)}/HasResponses` },
  {
    name: 'GetFormDesignerExtras',
    method: 'GET',
    url: (x) => `/api/mwforms/FormDesignerExtras/${x.orgGuid}/GetFormDesignerExtras`,
  },
];

/** What the person answering reads (any member). */
export const answering: FormApiCall[] = [
  { name: 'GetFormDefinition', method: 'GET', url: (x) => `${def}${x.ids.form}/GetFormDefinition` },
  { name: 'GetResponse', method: 'GET', url: (x) => `${mw(x)}/${x.orgGuid}/${x.responseGuid}/GetResponse` },
  {
    name: 'GetFormResponseRecentAnswers',
    method: 'GET',
    url: (x) => `${mw(x)}/${x.orgGuid}/${x.responseGuid}/GetFormResponseRecentAnswers`,
  },
];

/** The designer's writes (Setup Basic). */
export const writes: FormApiCall[] = [
  {
    name: 'UpdateFormDefinition',
    method: 'PUT',
    url: (x) => `${def}${x.ids.form}/UpdateFormDefinition`,
    payload: changedForm,
  },
  {
    name: 'upload',
    method: 'POST',
    url: () => '/api/FormDefinition',
    query: (x) => ({ orgGuid: x.orgGuid, formDefinitionGuid: x.ids.form }),
    payload: changedForm,
  },
  {
    name: 'CreateFormDefinition',
    method: 'POST',
    url: () => `${def}Another/CreateFormDefinition`,
    query: (x) => ({ orgGuid: x.orgGuid }),
  },
  {
    name: 'create element',
    method: 'POST',
    url: (x) => `${mw(x)}/elements`,
    payload: (x) => ({ type: 'Number', parentGuid: x.ids.section, properties: {} }),
  },
  {
    name: 'update element',
    method: 'PUT',
    url: (x) => `${mw(x)}/elements/${x.ids.text}`,
    payload: (x) => ({
      type: 'SimpleText',
      label: 'Changed',
      questionCode: 'SimpleText1',
      parentGuid: x.ids.section,
      properties: {},
    }),
  },
  {
    name: 'DeleteFormElement',
    method: 'DELETE',
    url: (x) => `${mw(x)}/elements/${x.ids.text}/DeleteFormElement`,
  },
  {
    name: 'delete section rule',
    method: 'DELETE',
    url: (x) => `${mw(x)}/sectionRules`,
    query: (x) => ({ sectionRuleGuid: x.sectionRuleGuid }),
  },
  {
    name: 'DeleteFormResponse',
    method: 'DELETE',
    url: (x) => `${mw(x)}/${x.responseGuid}/DeleteFormResponse`,
  },
  { name: 'DeleteFormDefinition', method: 'DELETE', url: (x) => `${def}${x.ids.form}/DeleteFormDefinition` },
];

/** Response management of the Raw Forms screens (View Setup). */
export const responseWrites: FormApiCall[] = [
  {
    name: 'CreateFormResponse',
    method: 'POST',
    url: (x) => `${mw(x)}/CreateFormResponse`,
    query: (x) => ({ orgGuid: x.orgGuid }),
  },
];

/** The status change of the person answering (any member); the body is bare text. */
export const statusUpdate: FormApiCall = {
  name: 'UpdateFormResponseStatus',
  method: 'PUT',
  url: (x) => `${mw(x)}/status/${x.responseGuid}/UpdateFormResponseStatus`,
  // A forward move any member may make with questions still unanswered (New → Draft).
  payload: () => 'Draft',
};
