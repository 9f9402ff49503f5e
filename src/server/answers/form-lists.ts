import type { FormDefinition, FormElement, ListDefinition } from '../../shared/generated/types.gen.ts';
import { listGuidsOf, withListOptions } from '../../shared/lists/list-options.ts';
import { listUseProblem } from '../../shared/lists/list-scope.ts';
import type { Db } from '../db/database.ts';
import { listsOfForm } from '../repositories/list-uses.ts';

// The lists a form's questions read their options from, as the person filling it in gets them: only lists
// the form may use (spec 3.7 visibility), so a list of another organisation is never delivered nor obeyed.

export interface FormLists {
  lists: ListDefinition[];
  /** Changes whenever one of the lists changes, so what is derived from the form with them can be cached. */
  stamp: string;
}

const NO_LISTS: FormLists = { lists: [], stamp: '' };

// Every answer write asks; a cached definition's components are one frozen array, scanned once.
const referenced = new WeakMap<readonly FormElement[], string[]>();
function listGuidsOfCached(components: readonly FormElement[]): string[] {
  let guids = referenced.get(components);
  if (!guids) referenced.set(components, (guids = listGuidsOf(components)));
  return guids;
}

/** The usable lists the form's elements reference (no query when none does). */
export async function formLists(
  db: Db,
  form: Pick<FormDefinition, 'guid' | 'components'>,
): Promise<FormLists> {
  const guids = listGuidsOfCached(form.components);
  if (guids.length === 0) return NO_LISTS;
  const { user, found } = await listsOfForm(db, form.guid, guids);
  if (!user) return NO_LISTS;
  const usable = found.filter(({ list }) => listUseProblem(list, user) === null);
  return {
    lists: usable.map(({ list }) => list),
    stamp: usable.map(({ list, updatedAt }) => `${list.listDefinitionGuid}@${updatedAt.getTime()}`).join(','),
  };
}

/** The lists of several forms (a workflow's), each list once, by name. */
export async function listsOfForms(
  db: Db,
  forms: readonly Pick<FormDefinition, 'guid' | 'components'>[],
): Promise<ListDefinition[]> {
  const byGuid = new Map<string, ListDefinition>();
  for (const { lists } of await Promise.all(forms.map((form) => formLists(db, form))))
    for (const list of lists) byGuid.set(list.listDefinitionGuid, list);
  return [...byGuid.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The form with its list-backed questions' options read from their lists, and the version to cache it under. */
export async function formAsFilledIn<Form extends Pick<FormDefinition, 'guid' | 'components'>>(
  db: Db,
  form: Form,
  version: string,
): Promise<{ form: Form; version: string; lists: ListDefinition[] }> {
  const { lists, stamp } = await formLists(db, form);
  if (!stamp) return { form, version, lists };
  return { form: withListOptions(form, lists), version: `${version}|${stamp}`, lists };
}
