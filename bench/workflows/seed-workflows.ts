import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database.ts';
import { formDefinitions } from '../../src/server/db/tables/forms.ts';
import { workflowDefinitions } from '../../src/server/db/tables/workflows.ts';
import type { ListingColumn } from '../../src/shared/generated/types.gen.ts';
import { seedForm, type SeededForm } from '../../tests/server/answers/answer-fixtures.ts';

// The workflow list's world: one definition with two step forms of ten questions each, `instances` workflows
// of it (each with both step responses answered), five answer columns on its list, and a second definition
// of the same size in the same organisation, so the list query has to find its rows among others.

export const ENTITY_COUNT = 200;

const STATUS_LIST = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'InProgress', label: 'In Progress', isEndpoint: false },
  { code: 'Review', label: 'Review', isEndpoint: false },
  { code: 'Completed', label: 'Completed', isEndpoint: true },
];

/** Ten questions of the types a list shows: text, number, date, yes/no, entity (twice each). */
const QUESTIONS = ['SimpleText', 'Number', 'Date', 'Boolean', 'Entity'].flatMap((type) => [
  { type, questionCode: `${type}A` },
  { type, questionCode: `${type}B` },
]);

export interface WorkflowWorld {
  definitionGuid: string;
  columns: ListingColumn[];
  steps: SeededForm[];
}

async function stepForm(db: Db, orgGuid: string, definitionGuid: string, index: number, entityType: string) {
  const form = await seedForm(
    db,
    orgGuid,
    QUESTIONS.map((question) =>
      question.type === 'Entity'
        ? { ...question, properties: { entityDefinitionGuid: entityType } }
        : question,
    ),
  );
  await db
    .update(formDefinitions)
    .set({
      formType: 'InlineForm',
      workflowDefinitionGuid: definitionGuid,
      name: `Step ${index + 1}`,
      formCode: `Step${index + 1}`,
      sortOrder: index,
    })
    .where(eq(formDefinitions.guid, form.guid));
  return form;
}

/** One definition with its steps and `instances` answered workflows, made straight in the database. */
async function seedDefinition(
  db: Db,
  options: { orgGuid: string; entityType: string; accountGuid: string; name: string; instances: number },
): Promise<WorkflowWorld> {
  const [definition] = await db
    .insert(workflowDefinitions)
    .values({
      orgGuid: options.orgGuid,
      name: options.name,
      entityDefinitionGuid: options.entityType,
      statusList: STATUS_LIST,
      timeFrames: [{ code: 'Default', label: 'Default', startDate: null, endDate: null }],
    })
    .returning();
  const guid = definition!.guid;
  const steps = [
    await stepForm(db, options.orgGuid, guid, 0, options.entityType),
    await stepForm(db, options.orgGuid, guid, 1, options.entityType),
  ];
  // Five answer columns across both steps, after the name and status.
  const answerColumns: ListingColumn[] = [
    [0, 'SimpleTextA'],
    [0, 'DateA'],
    [1, 'NumberA'],
    [1, 'BooleanA'],
    [1, 'EntityA'],
  ].map(([step, code]) => ({
    guid: steps[step as number]!.el[code as string]!,
    questionCode: code as string,
    label: code as string,
    form: `Step${(step as number) + 1}`,
    type: (code as string).replace(/A$/, '') as ListingColumn['type'],
    metaCode: null,
    width: null,
    isSecurityQuestion: false,
  }));
  const columns: ListingColumn[] = [
    { metaCode: 'Name', label: 'Name' },
    { metaCode: 'Status', label: 'Status' },
    ...answerColumns,
  ];
  // Workflows for the organisation's entities, one minute apart, a tenth of them archived.
  await db.execute(sql`
    insert into workflow_instances
      (org_guid, workflow_definition_guid, name, status, entity_guid, created_by_login_account_guid,
       archived_at, created_at, updated_at)
    select ${options.orgGuid}::uuid, ${guid}::uuid, ${options.name} || ' ' || n,
      (array['Started','InProgress','Review','Completed'])[1 + n % 4],
      e.guid, ${options.accountGuid}::uuid,
      case when n % 10 = 0 then now() - n * interval '1 minute' end,
      now() - n * interval '1 minute', now() - n * interval '1 minute'
    from generate_series(1, ${options.instances}) n
    join (select guid, row_number() over (order by guid) - 1 as i from entities
          where org_guid = ${options.orgGuid}::uuid) e on e.i = n % ${ENTITY_COUNT}`);
  for (const [index, step] of steps.entries()) {
    await db.execute(sql`
      insert into form_responses
        (form_definition_guid, org_guid, user_guid, created_by_user_guid, workflow_guid, name, status,
         created_at, updated_at)
      select ${step.guid}::uuid, ${options.orgGuid}::uuid, ${options.accountGuid}::uuid,
        ${options.accountGuid}::uuid, w.guid, ${`Step ${index + 1}`}, 'Draft', w.created_at, w.updated_at
      from workflow_instances w where w.workflow_definition_guid = ${guid}::uuid`);
    // Every question answered, with a value of its type.
    await db.execute(sql`
      insert into answers
        (form_response_guid, form_element_guid, repeatable_group_guid, answer_value, updated_at)
      select r.guid, q.guid, '00000000-0000-0000-0000-000000000000'::uuid,
        case q.type
          when 'SimpleText' then to_jsonb('Answer ' || left(r.guid::text, 8))
          when 'Number' then to_jsonb(abs(hashtext(r.guid::text)) % 100000)
          when 'Date' then to_jsonb(to_char(date '2025-01-01' + abs(hashtext(r.guid::text)) % 365, 'YYYY-MM-DD'))
          when 'Boolean' then to_jsonb(hashtext(r.guid::text) % 2 = 0)
          else to_jsonb(e.guid::text)
        end,
        r.updated_at
      from form_responses r
      join form_elements q on q.form_definition_guid = r.form_definition_guid and q.type <> 'Section'
      join workflow_instances w on w.guid = r.workflow_guid
      join entities e on e.guid = w.entity_guid
      where r.form_definition_guid = ${step.guid}::uuid`);
  }
  // Set last: the database reads every workflow's list answers once (migration 0007's trigger).
  await db
    .update(workflowDefinitions)
    .set({ questionsToShow: columns })
    .where(eq(workflowDefinitions.guid, guid));
  return { definitionGuid: guid, columns, steps };
}

/** The organisation's entities, the measured definition and a second one of the same size. */
export async function seedWorkflowWorld(
  db: Db,
  options: { orgGuid: string; entityType: string; accountGuid: string; instances: number },
): Promise<WorkflowWorld> {
  await db.execute(sql`
    insert into entities (org_guid, name, entity_definition_guid)
    select ${options.orgGuid}::uuid, 'Person ' || n, ${options.entityType}::uuid
    from generate_series(1, ${ENTITY_COUNT}) n`);
  const measured = await seedDefinition(db, { ...options, name: 'Incident' });
  await seedDefinition(db, { ...options, name: 'Inspection' });
  await db.execute(sql`analyze`);
  return measured;
}
