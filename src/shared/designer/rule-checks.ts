import type { FormDefinition } from '../generated/types.gen.ts';
import { operatorTakesCount, operatorsForElementType } from './rule-conditions.ts';

/**
 * The designer's restrictions on answer conditions (spec forms-and-workflows 5.7), for the server to hold every
 * saved form to: a condition reads only an element whose type may be a source, with an operator that type
 * offers, and a count is a whole number. A condition naming an element the form does not have is left to the
 * rules engine, which reads it as absent and reports it.
 */
export function formRuleProblem(form: FormDefinition): string | null {
  const byGuid = new Map(form.components.map((element) => [element.guid, element]));
  for (const rule of form.rules ?? []) {
    for (const condition of rule.conditions) {
      if (condition.conditionType !== 'FormElementBased' || !condition.questionGuid) continue;
      const source = byGuid.get(condition.questionGuid);
      if (!source) continue;
      const operators = operatorsForElementType(source.type);
      const name = source.questionCode || source.guid;
      if (operators.length === 0) return `'${name}' cannot be the source of a rule condition.`;
      if (!operators.includes(condition.type))
        return `A rule condition on '${name}' cannot use ${condition.type}; it offers ${operators.join(', ')}.`;
      if (operatorTakesCount(condition.type) && !/^\d+$/.test(String(condition.answerValue ?? '').trim()))
        return `The count in a rule condition on '${name}' must be a whole number of 0 or more.`;
    }
  }
  return null;
}
