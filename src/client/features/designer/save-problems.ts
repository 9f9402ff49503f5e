import { createContext, useContext } from 'react';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';

/** What the server said about each element of a refused save, by element guid. */
export type SaveProblems = ReadonlyMap<string, readonly string[]>;

const NONE: SaveProblems = new Map();

/**
 * Reads a refused UpdateFormDefinition: the errors map names fields as `components.{index}.{field…}` of the
 * form that was sent, so each message goes to the element at that index ("label: …" when it names a field
 * inside the element). Messages about the form as a whole are left to the toast.
 */
export function saveProblemsOf(error: unknown, sent: FormDefinition): SaveProblems {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (typeof errors !== 'object' || errors === null) return NONE;
  const problems = new Map<string, string[]>();
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const match = /^components\.(\d+)(?:\.(.+))?$/.exec(field);
    const element = match ? sent.components[Number(match[1])] : undefined;
    if (!element || !Array.isArray(messages)) continue;
    const list = problems.get(element.guid) ?? [];
    for (const message of messages)
      if (typeof message === 'string') list.push(match![2] ? `${match![2]}: ${message}` : message);
    problems.set(element.guid, list);
  }
  return problems;
}

export const SaveProblemsContext = createContext<SaveProblems>(NONE);

/** The server's messages about one element from the last refused save; none once a save goes through. */
export function useSaveProblems(elementGuid: string): readonly string[] {
  return useContext(SaveProblemsContext).get(elementGuid) ?? [];
}
