import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formDefinitions, formResponses } from '../db/tables/forms.ts';
import { loadResponseContext, type ResponseContext } from './response-context.ts';

// The other forms of a response's workflow, as the same caller sees them: what `formCode:questionCode`
// placeholders, GetAnswersFromCodes and Linked Answer elements read. A form speaks through its most recently
// changed response in the workflow; a form withheld from the caller shares nothing with them.

/** Loads sibling responses of one response once each, by form code or form guid. */
export class SiblingResponses {
  readonly #loaded = new Map<string, Promise<ResponseContext | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly home: ResponseContext,
    private readonly loginAccountGuid: string,
    /** Contexts already loaded by the caller (GetWorkflow loads every response), by form guid. */
    known: ReadonlyMap<string, ResponseContext> = new Map(),
  ) {
    for (const [formGuid, context] of known) this.#loaded.set(`guid:${formGuid}`, Promise.resolve(context));
    // A response speaks for its own form to itself, even when another response of the form is newer.
    this.#loaded.set(`guid:${home.form.guid}`, Promise.resolve(home));
  }

  /** The form's latest response in the workflow (this response for its own form). */
  byFormGuid(formGuid: string): Promise<ResponseContext | undefined> {
    const guid = formGuid.toLowerCase();
    return this.#once(`guid:${guid}`, () => eq(formResponses.formDefinitionGuid, guid));
  }

  /** The latest response of the form with that code (this response for its own code). */
  byFormCode(formCode: string): Promise<ResponseContext | undefined> {
    if (formCode.toLowerCase() === this.home.form.formCode.toLowerCase()) return Promise.resolve(this.home);
    return this.#once(`code:${formCode.toLowerCase()}`, () => eq(formDefinitions.formCode, formCode));
  }

  #once(key: string, which: () => SQL): Promise<ResponseContext | undefined> {
    let found = this.#loaded.get(key);
    if (!found) {
      found = this.#load(which());
      this.#loaded.set(key, found);
    }
    return found;
  }

  async #load(which: SQL): Promise<ResponseContext | undefined> {
    const { response } = this.home;
    if (!response.workflowGuid) return undefined;
    const [row] = await this.db
      .select({ response: formResponses })
      .from(formResponses)
      .innerJoin(formDefinitions, eq(formDefinitions.guid, formResponses.formDefinitionGuid))
      .where(
        and(
          eq(formResponses.workflowGuid, response.workflowGuid),
          eq(formResponses.orgGuid, response.orgGuid),
          which,
        ),
      )
      .orderBy(desc(formResponses.updatedAt))
      .limit(1);
    if (!row) return undefined;
    const context = await loadResponseContext(
      this.db,
      row.response,
      this.loginAccountGuid,
      undefined,
      'return',
    );
    return context.access.level === 'none' ? undefined : context;
  }
}
