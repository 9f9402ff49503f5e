import { exampleOf } from './schema-fixtures.ts';

/** Data a schema must reject, and the ajv keyword that must report it. */
export interface InvalidCase {
  title: string;
  name: string;
  data: unknown;
  keyword: string;
}

/** A valid example of `title` with one change applied, so the change alone makes it invalid. */
// The edits reach deep into example documents of many shapes; typing each path would only restate the schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Editable = Record<string, any>;
function changed(title: string, change: (data: Editable) => void): Record<string, unknown> {
  const data = exampleOf(title) as Editable;
  change(data);
  return data;
}

const elementIn = (type: string, properties: Record<string, unknown>) =>
  changed(`${type}Element`, (data) => Object.assign(data.properties, properties));

export const invalidCases: InvalidCase[] = [
  { title: 'Role', name: 'a role the spec does not name', data: 'Admin', keyword: 'enum' },
  {
    title: 'Org',
    name: 'org code longer than 5',
    data: changed('Org', (d) => (d.code = 'NWHEAL')),
    keyword: 'maxLength',
  },
  { title: 'Org', name: 'org without name', data: changed('Org', (d) => delete d.name), keyword: 'required' },
  { title: 'Org', name: 'bad guid', data: changed('Org', (d) => (d.guid = 'not-a-guid')), keyword: 'format' },
  {
    title: 'Org',
    name: 'custom CSS over 5000',
    data: changed('Org', (d) => (d.customCSS = 'a'.repeat(5001))),
    keyword: 'maxLength',
  },
  {
    title: 'Org',
    name: 'email without domain dot',
    data: changed('Org', (d) => (d.email = 'office@northwind')),
    keyword: 'format',
  },
  {
    title: 'Org',
    name: 'unknown field',
    data: changed('Org', (d) => (d.colour = 'blue')),
    keyword: 'additionalProperties',
  },
  {
    title: 'OrgGroup',
    name: 'for-own-workflow as shown text',
    data: changed('OrgGroup', (d) => (d.forOwnWorkflow = 'Yes')),
    keyword: 'enum',
  },
  {
    title: 'OrgGroup',
    name: 'empty group name',
    data: changed('OrgGroup', (d) => (d.name = '')),
    keyword: 'minLength',
  },
  {
    title: 'UserInfo',
    name: 'orgDict keyed by a non-guid',
    data: changed('UserInfo', (d) => (d.orgDict = { acme: Object.values(d.orgDict)[0] })),
    keyword: 'format',
  },
  {
    title: 'UserInfo',
    name: 'return action code unknown',
    data: changed('UserInfo', (d) => d.returnActions.push({ returnActionCode: 'Redirect' })),
    keyword: 'enum',
  },
  {
    title: 'LoginAccount',
    name: 'no role',
    data: changed('LoginAccount', (d) => (d.currentOrgRoles = [])),
    keyword: 'minItems',
  },
  {
    title: 'MailingAddressAnswer',
    name: 'lower-case postal code',
    data: { streetAddress: '1 Main St', city: 'Ottawa', postalCode: 'k1a 0b1' },
    keyword: 'format',
  },
  {
    title: 'MailingAddressAnswer',
    name: 'postal code without space',
    data: { streetAddress: '1 Main St', city: 'Ottawa', postalCode: 'K1A0B1' },
    keyword: 'format',
  },
  {
    title: 'MailingAddressAnswer',
    name: 'unknown province',
    data: { streetAddress: '1 Main St', city: 'Ottawa', province: 'XX', postalCode: 'K1A 0B1' },
    keyword: 'enum',
  },
  {
    title: 'MailingAddressAnswer',
    name: 'address without city',
    data: { streetAddress: '1 Main St', postalCode: 'K1A 0B1' },
    keyword: 'required',
  },
  {
    title: 'SocialInsuranceNumber',
    name: 'SIN failing the Luhn check',
    data: '046 454 287',
    keyword: 'format',
  },
  { title: 'PhoneNumber', name: 'phone with dots', data: '416.555.0134', keyword: 'format' },
  { title: 'PhoneNumber', name: 'phone with 14 digits', data: '+12345678901234', keyword: 'format' },
  {
    title: 'EmailAddress',
    name: 'email with a space',
    data: 'jordan lee@northwind.example',
    keyword: 'format',
  },
  {
    title: 'FormElement',
    name: 'unknown element type',
    data: changed('FormElement', (d) => (d.type = 'Slider')),
    keyword: 'discriminator',
  },
  {
    title: 'FormElement',
    name: 'element setting of another type',
    data: changed('SimpleTextElement', (d) => (d.properties.headingLevel = 1)),
    keyword: 'unevaluatedProperties',
  },
  {
    title: 'SimpleTextElement',
    name: 'validation type unknown',
    data: elementIn('SimpleText', { validationType: 'PostalCode' }),
    keyword: 'enum',
  },
  {
    title: 'FileUploadElement',
    name: 'zero files allowed',
    data: elementIn('FileUpload', { maxFiles: 0 }),
    keyword: 'minimum',
  },
  {
    title: 'HeadingElement',
    name: 'heading level 4',
    data: elementIn('Heading', { headingLevel: 4 }),
    keyword: 'maximum',
  },
  {
    title: 'SectionElement',
    name: 'indent level 6',
    data: elementIn('Section', { indentLevel: 6 }),
    keyword: 'maximum',
  },
  {
    title: 'SectionElement',
    name: 'sensitivity level 4',
    data: elementIn('Section', { sensitivity: { category: 'Health', level: 4 } }),
    keyword: 'enum',
  },
  {
    title: 'DateElement',
    name: 'date code of unknown shape',
    data: elementIn('Date', { minDateCode: 'last week' }),
    keyword: 'pattern',
  },
  {
    title: 'ChangeStatusButtonElement',
    name: 'no target status',
    data: changed('ChangeStatusButtonElement', (d) => delete d.properties.changeWorkflowStatusTo),
    keyword: 'required',
  },
  {
    title: 'FormDefinition',
    name: 'reserved form code',
    data: changed('FormDefinition', (d) => (d.formCode = 'Login')),
    keyword: 'not',
  },
  {
    title: 'FormDefinition',
    name: 'form code with a space',
    data: changed('FormDefinition', (d) => (d.formCode = 'incident report')),
    keyword: 'pattern',
  },
  {
    title: 'FormDefinition',
    name: 'component of unknown type',
    data: changed('FormDefinition', (d) => (d.components[1].type = 'Slider')),
    keyword: 'discriminator',
  },
  {
    title: 'Condition',
    name: 'status operator on an answer',
    data: changed('Condition', (d) => (d.type = 'Before')),
    keyword: 'enum',
  },
  {
    title: 'Condition',
    name: 'equals without a value',
    data: changed('Condition', (d) => delete d.answerValue),
    keyword: 'required',
  },
  {
    title: 'FormResponse',
    name: 'status the spec does not name',
    data: changed('FormResponse', (d) => (d.status = 'Approved')),
    keyword: 'enum',
  },
  {
    title: 'WorkflowDefinition',
    name: 'no status',
    data: changed('WorkflowDefinition', (d) => (d.statusList = [])),
    keyword: 'minItems',
  },
  {
    title: 'WorkflowDefinition',
    name: 'temporary id not starting with new',
    data: changed('WorkflowDefinition', (d) => (d.guid = 'temp-1')),
    keyword: 'anyOf',
  },
  {
    title: 'ChangeEvent',
    name: 'status change without target status',
    data: changed('ChangeEvent', (d) => (d.newStatus = null)),
    keyword: 'type',
  },
  {
    title: 'ElementEvent',
    name: 'sum of nothing',
    data: changed('ElementEvent', (d) => (d.formElementGuidsToSum = [])),
    keyword: 'minItems',
  },
  {
    title: 'Comment',
    name: 'blank comment',
    data: changed('Comment', (d) => (d.text = '   ')),
    keyword: 'pattern',
  },
  {
    title: 'ItemDefinition',
    name: 'importance unknown',
    data: changed('ItemDefinition', (d) => (d.importance = 'High')),
    keyword: 'enum',
  },
  {
    title: 'Trigger',
    name: 'hourly trigger',
    data: changed('Trigger', (d) => (d.unit = 'Hour')),
    keyword: 'enum',
  },
  {
    title: 'ListDefinition',
    name: 'visibility unknown',
    data: changed('ListDefinition', (d) => (d.visibility = 'Private')),
    keyword: 'enum',
  },
  {
    title: 'Shortcode',
    name: 'negative max uses',
    data: changed('Shortcode', (d) => (d.maxUses = -1)),
    keyword: 'minimum',
  },
  {
    title: 'ComplianceStatistics',
    name: 'negative count',
    data: changed('ComplianceStatistics', (d) => (d.activeItems = -1)),
    keyword: 'minimum',
  },
  {
    title: 'ElementDescriptor',
    name: 'palette group unknown',
    data: changed('ElementDescriptor', (d) => (d.paletteGroup = 'Misc')),
    keyword: 'enum',
  },
  {
    title: 'Problem',
    name: 'success status',
    data: changed('Problem', (d) => (d.status = 200)),
    keyword: 'minimum',
  },
  { title: 'SetStartingOrgParams', name: 'missing org guid', data: {}, keyword: 'required' },
  { title: 'NumberAnswer', name: 'number as text', data: '12', keyword: 'type' },
  { title: 'DateAnswer', name: 'month 13', data: '2024-13-01', keyword: 'format' },
  {
    title: 'FileUploadAnswer',
    name: 'file without guid',
    data: [{ fileName: 'photo.jpg' }],
    keyword: 'required',
  },
  {
    title: 'NameStampAnswer',
    name: 'stamp without time',
    data: [
      {
        guid: '00000000-0000-0000-0000-000000000000',
        userGuid: '00000000-0000-0000-0000-000000000000',
        userName: 'A',
        revoked: false,
      },
    ],
    keyword: 'required',
  },
  { title: 'SectionAnswer', name: 'an answer to a display-only element', data: 'text', keyword: 'type' },
];
