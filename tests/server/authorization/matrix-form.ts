import crypto from 'node:crypto';
import { formDefinitions, formElements, formResponses } from '../../../src/server/db/tables/forms.ts';
import type { World } from './matrix-world.ts';

/** Element guids of a matrix form, by role in the form. */
export interface MatrixForm {
  guid: string;
  section: string;
  text: string;
  repeater: string;
  repeaterText: string;
  discussion: string;
  upload: string;
  stamp: string;
  sectionRule: string;
  /** The form code, for formCode:questionCode look-ups. */
  code: string;
}

/** A form of org A with one section holding a text question, a repeater, a discussion, a file upload and a name stamp. */
export async function seedMatrixForm(world: World, orgGuid = world.orgA.guid): Promise<MatrixForm> {
  const db = world.t.database.db;
  const guid = () => crypto.randomUUID();
  const ids = {
    section: guid(),
    text: guid(),
    repeater: guid(),
    repeaterText: guid(),
    discussion: guid(),
    upload: guid(),
    stamp: guid(),
    sectionRule: guid(),
  };
  const code = `m${crypto.randomBytes(3).toString('hex')}`;
  const sectionRules = [
    {
      guid: ids.sectionRule,
      sectionRuleType: 'RequiresReview',
      sectionGuid: ids.section,
      appliedTo: 'SetupBasic',
      roleGroupOrIndividual: 'Roles',
      numberRequired: 1,
    },
  ];
  const [form] = await db
    .insert(formDefinitions)
    .values({
      orgGuid,
      name: `Matrix form ${code}`,
      formType: 'StandaloneForm',
      formCode: code,
      sectionRules,
    })
    .returning();
  const elements = [
    { guid: ids.section, type: 'Section', questionCode: 'Section1', parentGuid: null, properties: {} },
    { guid: ids.text, type: 'SimpleText', questionCode: 'Text1', parentGuid: ids.section, properties: {} },
    {
      guid: ids.repeater,
      type: 'Repeater',
      questionCode: 'Repeater1',
      parentGuid: ids.section,
      properties: {},
    },
    {
      guid: ids.repeaterText,
      type: 'SimpleText',
      questionCode: 'RowText',
      parentGuid: ids.repeater,
      properties: {},
    },
    {
      guid: ids.discussion,
      type: 'Discussion',
      questionCode: 'Talk',
      parentGuid: ids.section,
      properties: {},
    },
    {
      guid: ids.upload,
      type: 'FileUpload',
      questionCode: 'Photos',
      parentGuid: ids.section,
      properties: { maxFiles: 50 },
    },
    {
      guid: ids.stamp,
      type: 'NameStamp',
      questionCode: 'Approval',
      parentGuid: ids.section,
      properties: { isRevokableByAnyUser: true, allowMultipleClicks: true },
    },
  ];
  await db.insert(formElements).values(
    elements.map((element, position) => ({
      guid: element.guid,
      formDefinitionGuid: form!.guid,
      position,
      type: element.type,
      questionCode: element.questionCode,
      parentGuid: element.parentGuid,
      element: { ...element, label: element.questionCode },
    })),
  );
  return { guid: form!.guid, code, ...ids };
}

/** A Draft response of the form (the world's form in org A unless given). */
export async function seedResponse(
  world: World,
  formGuid = world.form.guid,
  orgGuid = world.orgA.guid,
): Promise<string> {
  const [row] = await world.t.database.db
    .insert(formResponses)
    // Made for the Guest of org A: a Guest reaches only responses made for or by them.
    .values({
      formDefinitionGuid: formGuid,
      orgGuid,
      status: 'Draft',
      userGuid: world.accounts?.guest?.guid ?? null,
    })
    .returning();
  return row!.guid;
}
