import type { Condition, FormDefinition, FormElement, FormRule } from '../src/shared/generated/types.gen.ts';

// Benchmark forms: sections of mixed questions with Hidden rules that read earlier answers. Every fourth
// question is a Yes/No checkbox that rules read (the benchmark ticks them); a third of the rules read other
// kinds of answers, which keeps the rules graph mixed even though only the checkboxes are toggled.

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

type Kind = { type: string; properties: Record<string, unknown> };

const KINDS: readonly Kind[] = [
  { type: 'SimpleText', properties: { showOptionality: true } },
  { type: 'Number', properties: { min: 0, max: 1000 } },
  { type: 'SelectList', properties: { selectListOptions: OPTIONS } },
  { type: 'RadioButtons', properties: { radioButtonOptions: OPTIONS } },
  { type: 'Checkboxes', properties: { checkboxOptions: OPTIONS } },
  { type: 'Money', properties: {} },
  { type: 'Date', properties: {} },
];

export interface BenchForm {
  form: FormDefinition;
  /** The checkbox questions rules read, with the questions each one hides. */
  toggles: { source: string; targets: string[] }[];
}

const guidOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** A form of `questions` questions in sections of 50 with `rules` Hidden rules on earlier answers. */
export function generateForm(questions: number, rules: number): BenchForm {
  const components: FormElement[] = [];
  const questionGuids: string[] = [];
  let section = '';
  for (let index = 0; index < questions; index += 1) {
    if (index % 50 === 0) {
      section = guidOf(1_000_000 + index);
      components.push({
        guid: section,
        type: 'Section',
        label: `Part ${index / 50 + 1}`,
        questionCode: `Section${index}`,
        properties: {},
      } as FormElement);
    }
    const guid = guidOf(index + 1);
    const kind: Kind = index % 4 === 0 ? { type: 'Boolean', properties: {} } : KINDS[index % KINDS.length]!;
    components.push({
      ...kind,
      guid,
      label: `Question ${index + 1}`,
      questionCode: `Q${index + 1}`,
      parentGuid: section,
    } as FormElement);
    questionGuids.push(guid);
  }

  const formRules: FormRule[] = [];
  const toggles = new Map<string, string[]>();
  // Targets are the questions that are not checkboxes, latest first, so every rule reads an earlier answer.
  const targets = questionGuids
    .map((guid, index) => ({ guid, index }))
    .filter(({ index }) => index % 4 !== 0);
  for (let ruleIndex = 0; ruleIndex < rules && ruleIndex < targets.length; ruleIndex += 1) {
    const target = targets[targets.length - 1 - ruleIndex]!;
    const readsCheckbox = ruleIndex % 3 !== 2;
    const sourceIndex = readsCheckbox
      ? ((ruleIndex * 7919) % Math.ceil(target.index / 4)) * 4
      : Math.max(1, target.index - 1 - (ruleIndex % 7));
    const source = questionGuids[sourceIndex]!;
    const condition: Condition = readsCheckbox
      ? ({
          guid: guidOf(3_000_000 + ruleIndex),
          conditionType: 'FormElementBased',
          type: 'HasAnyValue',
          questionGuid: source,
        } as Condition)
      : ({
          guid: guidOf(3_000_000 + ruleIndex),
          conditionType: 'FormElementBased',
          type: 'Equals',
          questionGuid: source,
          answerValue: 'b',
        } as Condition);
    formRules.push({
      guid: guidOf(2_000_000 + ruleIndex),
      elementGuid: target.guid,
      ruleType: 'Hidden',
      conditions: [condition],
    } as FormRule);
    if (readsCheckbox) toggles.set(source, [...(toggles.get(source) ?? []), target.guid]);
  }

  return {
    form: {
      guid: guidOf(0),
      name: `Benchmark ${questions}/${rules}`,
      formType: 'Other',
      formCode: 'bench',
      components,
      rules: formRules,
    },
    toggles: [...toggles].map(([source, hidden]) => ({ source, targets: hidden })),
  };
}
