// Seeded random forms, rules and answers for the property-style tests: same seed, same forms.
import type { ContextKey, RuleContext } from './context-condition.ts';
import type { Condition, ConditionOperator, FormElement, FormRule } from '../generated/types.gen.ts';
import type { RuleState, RulesEvaluator } from './evaluator.ts';
import {
  FORM_GUID,
  answerIs,
  element,
  form,
  formIs,
  inFrame,
  rule,
  userIn,
  workflowIs,
} from './test-support.ts';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const VALUES: Record<string, readonly unknown[]> = {
  SimpleText: ['a', 'b', 'ab', '', null],
  Number: [0, 1, 2, null],
  Checkboxes: [['a'], ['a', 'b'], [], null],
  Boolean: [true, false, null],
  FileUpload: [
    [],
    [{ fileName: 'x.pdf', fileGuid: 'f1' }],
    [
      { fileName: 'x.pdf', fileGuid: 'f1' },
      { fileName: 'y.pdf', fileGuid: 'f2' },
    ],
  ],
  Cascader: ['a/b', ['a', 'b'], ['a'], null],
  NameStamp: [
    [{ guid: 's', userGuid: 'u', userName: 'U', timeStamped: '2024-01-01T00:00:00Z', revoked: false }],
    [],
    null,
  ],
};
const TYPES = Object.keys(VALUES);
const ANSWER_OPS: ConditionOperator[] = [
  'Equals',
  'NotEquals',
  'Contains',
  'NotContains',
  'HasAnyValue',
  'HasNoValue',
  'CountEquals',
  'CountNotEquals',
];
const EXPECTED = ['a', 'b', '1', '2', 'true', 'a / b', 0, 1];
const STATUSES = ['Started', 'Middle', 'Done'];
const FORM_STATUSES = ['NotSent', 'New', 'Draft', 'ReadyForSubmission', 'Submitted'];

/** A random answer of an element type. */
export function randomValue(random: () => number, type: string): unknown {
  return pick(random, VALUES[type] ?? [null]);
}

/** A random form with a repeater, nested sections, rules of every kind (cycles included) and answers. */
export function randomForm(random: () => number) {
  const containers = [
    element('s1', 'Section'),
    element('s2', 'Section', 's1'),
    element('s3', 'Section'),
    element('rep', 'Repeater', 's1'),
    element('rs', 'Section', 'rep'),
  ];
  const questions: FormElement[] = [];
  for (let index = 0, count = 8 + Math.floor(random() * 20); index < count; index++) {
    questions.push(element(`q${index}`, pick(random, TYPES), pick(random, containers).guid));
  }
  const all = [...containers, ...questions];
  const rules: FormRule[] = [];
  for (let index = 0, count = 4 + Math.floor(random() * 20); index < count; index++) {
    const conditions = Array.from({ length: Math.floor(random() * 4) }, () =>
      randomCondition(random, questions),
    );
    rules.push(
      rule(pick(random, all).guid, random() < 0.7 ? 'Hidden' : 'ReadOnly', conditions, random() < 0.4),
    );
  }
  const repeaterMembers = questions
    .filter((question) => ['rep', 'rs'].includes(question.parentGuid ?? ''))
    .map((question) => question.guid);
  const generated = {
    form: form(all, rules),
    questions,
    repeater: 'rep',
    repeaterMembers,
    rows: ['row1', 'row2'],
    answers: { rep: { repeatableGroupGuids: ['row1', 'row2'] } } as Record<string, unknown>,
    context: {
      statusList: STATUSES.map((code) => ({ code, label: code })),
      timeFrames: [{ code: 'Now', label: 'Now', startDate: '2024-01-01T00:00:00Z', endDate: null }],
      now: new Date('2024-06-01T00:00:00Z'),
    } as RuleContext,
    randomContext,
  };
  for (const key of ['workflowStatus', 'groupGuids', 'formStatuses'] as const)
    Object.assign(generated.context, randomContext(random, key));
  for (const question of questions) {
    for (const row of repeaterMembers.includes(question.guid) ? generated.rows : ['']) {
      if (random() < 0.6)
        generated.answers[row ? `${question.guid}/${row}` : question.guid] = randomValue(
          random,
          question.type,
        );
    }
  }
  return generated;
}

function randomContext(random: () => number, key: ContextKey): Partial<RuleContext> {
  switch (key) {
    case 'workflowStatus':
      return { workflowStatus: pick(random, [...STATUSES, null]) };
    case 'groupGuids':
      return { groupGuids: ['g1', 'g2'].filter(() => random() < 0.5) };
    case 'formStatuses':
      return {
        formStatuses: { [FORM_GUID]: pick(random, FORM_STATUSES), other: pick(random, FORM_STATUSES) },
      };
    default:
      return { workflowArchived: random() < 0.3 };
  }
}

function randomCondition(random: () => number, questions: readonly FormElement[]): Condition {
  const roll = random();
  if (roll < 0.7)
    return answerIs(pick(random, questions).guid, pick(random, ANSWER_OPS), pick(random, EXPECTED) as string);
  if (roll < 0.8) return workflowIs(pick(random, ['Is', 'IsNot', 'Before', 'After']), pick(random, STATUSES));
  if (roll < 0.9)
    return formIs(
      pick(random, ['Is', 'IsNot', 'Before', 'After']),
      pick(random, FORM_STATUSES),
      pick(random, [undefined, 'other']),
    );
  if (roll < 0.95) return userIn(pick(random, ['In', 'NotIn']), pick(random, ['g1', 'g2']));
  return inFrame(pick(random, ['Within', 'NotWithin']), pick(random, ['Now', 'Missing']));
}

/** Changes one answer, a repeater's rows or a context field at random and updates the evaluator with it. */
export function applyRandomChange(
  random: () => number,
  generated: ReturnType<typeof randomForm>,
  state: RuleState,
  evaluator: RulesEvaluator,
) {
  const roll = random();
  if (roll < 0.15) {
    const keys: ContextKey[] = ['workflowStatus', 'groupGuids', 'formStatuses', 'workflowArchived'];
    const key = keys[Math.floor(random() * keys.length)]!;
    Object.assign(state.context, generated.randomContext(random, key));
    return evaluator.updateContext(state, [key]);
  }
  if (roll < 0.25) {
    const rows = generated.rows.filter(() => random() < 0.7);
    if (random() < 0.5) rows.push(`row${Math.floor(random() * 1000)}`);
    for (const member of generated.repeaterMembers)
      for (const row of state.answers.rowsOf(member).keys())
        if (!rows.includes(row)) state.answers.remove(member, row);
    state.answers.setValue(generated.repeater, null, { repeatableGroupGuids: rows });
    generated.rows = rows;
    return evaluator.update(state, generated.repeater);
  }
  const target = generated.questions[Math.floor(random() * generated.questions.length)]!;
  const row = generated.repeaterMembers.includes(target.guid)
    ? (generated.rows[Math.floor(random() * generated.rows.length)] ?? null)
    : null;
  if (generated.repeaterMembers.includes(target.guid) && row === null) return { hidden: [], readOnly: [] };
  state.answers.setValue(target.guid, row, randomValue(random, target.type));
  return evaluator.update(state, target.guid, row);
}
