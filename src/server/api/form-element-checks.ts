import type { FormElement } from '../../shared/generated/types.gen.ts';
import { badRequest } from '../http/problem.ts';
import {
  checkElement,
  checkElementEvents,
  checkElementTree,
  questionCodeTaken,
} from './form-definition-checks.ts';

/**
 * The generated question code (spec 5.10): the type plus the count of same-type elements plus one.
 * After deletions that code can be taken; the next free number is used then.
 */
export function nextQuestionCode(elements: readonly FormElement[], type: string): string {
  const taken = new Set(elements.map((element) => element.questionCode));
  let number = elements.filter((element) => element.type === type).length + 1;
  while (taken.has(`${type}${number}`)) number += 1;
  return `${type}${number}`;
}

/** Checks one element as it would sit among the form's others: its schema, its place in the tree, its code. */
export function checkElementInForm(element: unknown, others: readonly FormElement[]): FormElement {
  checkElement(element);
  checkElementTree([...others, element]);
  checkElementEvents(element);
  if (others.some((other) => other.questionCode === element.questionCode)) {
    const message = questionCodeTaken(element.questionCode);
    throw badRequest(message, { questionCode: [message] });
  }
  return element;
}
