import { buildFormTree } from '../../../shared/rules/form-tree.ts';
import { answerJudge, loadAnswerJudge } from './answer-judge.ts';
import { normaliseAnswer } from '../../../shared/elements/answer-normalisers.ts';
import { isAnswerEmpty } from '../../../shared/elements/emptiness.ts';
import { effectiveAnswer, unsavedAnswer } from '../../../shared/machines/answer-save.machine.ts';
import { AnswerStore, rowKey } from '../../../shared/rules/answer-store.ts';
import { compileRules, type RuleState, type RulesEvaluator } from '../../../shared/rules/evaluator.ts';
import { slotKey, type RuleEvaluation } from '../../../shared/rules/rule-evaluation.ts';
import type {
  Answer,
  FormDefinition,
  FormResponse,
  FormResponseStatus,
} from '../../../shared/generated/types.gen.ts';
import { AnswerSavers } from './answer-savers.ts';
import { PendingEdits } from './pending-edits.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { layoutOf, type FormLayout } from './form-layout.ts';
import type { RendererBackend } from './renderer-backend.ts';
import { RESPONSE_SLOT, SlotStore } from './slot-store.ts';
import type { Viewer } from './response-template-context.ts';
import type * as ElementEventsModule from './element-events.ts';
import { WORKFLOW_CONTEXT_KEYS, workflowRuleContext, type RendererWorkflow } from './renderer-workflow.ts';

export interface SessionInput {
  form: FormDefinition;
  response: FormResponse;
  backend: RendererBackend;
  viewer: Viewer;
  org: { guid: string; name: string };
  /** Called after an answer was saved or the answers were refreshed from the server. */
  onAnswersChanged?: (answers: AnswerStore) => void;
  /** The workflow the response is shown in, as first read; later reads arrive through setWorkflow. */
  workflow?: RendererWorkflow | null;
}

type ElementEvents = typeof ElementEventsModule;

let elementEvents: Promise<ElementEvents> | null = null;

/** Loads the element-event engine once per page; a download that failed is tried again by the next change. */
function loadElementEvents(): Promise<ElementEvents> {
  elementEvents ??= import('./element-events.ts').catch((error: unknown) => {
    elementEvents = null;
    throw error;
  });
  return elementEvents;
}

// Compiling a form's rules walks every element and rule; one compilation serves every response of the form.
const compiled = new WeakMap<FormDefinition, RulesEvaluator>();

/**
 * One open response: its answers, the rules' verdicts and the answer-save actors, outside React. Every change
 * names the slots it touched (the element itself, elements the rules flipped, the response-wide slot) so only
 * those elements re-render.
 */
export class ResponseSession {
  readonly slots = new SlotStore();
  readonly layout: FormLayout;
  readonly evaluator: RulesEvaluator;
  readonly state: RuleState;
  readonly evaluation: RuleEvaluation;
  readonly savers: AnswerSavers;
  /** Edits the server has not confirmed yet, kept across reloads. */
  readonly pending: PendingEdits;
  formStatus: FormResponseStatus;
  /** The workflow the response is shown in, or null outside workflows. */
  workflow: RendererWorkflow | null;
  /** Bumped on every answer change, so derived lists (unanswered, template context) know to recompute. */
  answersVersion = 0;
  /** The answers as the server sent them (nested responses and linked answers ride on these). */
  readonly #records = new Map<string, Answer>();
  /**
   * The values the server holds, as far as this page knows: a field's save machine starts from these, never
   * from the local answers, which already count edits not yet saved.
   */
  #saved: AnswerStore;
  readonly #kept = new Map<string, unknown>();
  /** Whether any element has events: only then is the element-event engine loaded. */
  readonly #hasEvents: boolean;
  /** Elements some element event reads: only their changes are worth computing from (found once). */
  #eventSources: ReadonlySet<string> | null = null;
  /** Bumped per change: a computation overtaken by a newer change is dropped. */
  #computeRun = 0;
  /** Computed targets shown from local computation, to be taken from the server once the source is saved. */
  readonly #computedSince = new Map<string, Set<string>>();
  /** Values someone else wrote into a field this person had focused, kept until they leave it. */
  readonly #deferred = new Map<string, { guid: string; row: string; value: unknown }>();
  /** Calls waiting for every save in flight to finish (settle). */
  #settling: (() => void)[] = [];
  readonly #cancelIdle: () => void;

  constructor(readonly input: SessionInput) {
    const { form, response } = input;
    this.layout = layoutOf(form);
    this.#hasEvents = form.components.some((element) => (element.events?.length ?? 0) > 0);
    // Fetched while the form renders, so the first change does not wait for it; a failed download is
    // reported by the change that needs the engine.
    if (this.#hasEvents) loadElementEvents().catch(() => undefined);
    let evaluator = compiled.get(form);
    if (!evaluator) compiled.set(form, (evaluator = compileRules(form)));
    this.evaluator = evaluator;
    this.formStatus = response.status;
    this.workflow = input.workflow ?? null;
    this.state = {
      answers: new AnswerStore(response.answers ?? []),
      context: {
        ...workflowRuleContext(this.workflow, form.guid, response.status),
        groupGuids: input.viewer.groupGuids,
      },
    };
    for (const answer of response.answers ?? [])
      this.#records.set(slotKey(answer.formElementGuid, answer.repeatableGroupGuid), answer);
    this.#saved = new AnswerStore(response.answers ?? []);
    // The first screen asks for its own elements' verdicts (and what they read); the other pages' rules are
    // evaluated once the page is idle, or by the first change, whichever comes first.
    this.evaluation = evaluator.evaluateOnDemand(this.state);
    this.#cancelIdle = whenIdle(() => this.evaluation.complete());
    this.pending = new PendingEdits(input.backend.editStorage ?? null, input.viewer.userGuid, response.guid);
    this.savers = new AnswerSavers(form.guid, response.guid, input.backend, {
      fieldChanged: (guid, row) => this.slots.notify([slotKey(guid, row)]),
      savingChanged: () => {
        this.slots.notify([RESPONSE_SLOT]);
        if (!this.savers.isSaving) for (const done of this.#settling.splice(0)) done();
      },
      saved: (guid, row) => {
        // A save that lands while an invalid draft waits leaves the rules counting on what is now stored.
        const actor = this.savers.find(guid, row);
        if (!actor) return;
        this.#saved.setValue(guid, row, this.#forRules(guid, actor.getSnapshot().context.lastSavedValue));
        this.#setLocal(guid, row, this.#forRules(guid, effectiveAnswer(actor.getSnapshot())));
        void this.#reconcileComputed(slotKey(guid, row));
        input.onAnswersChanged?.(this.state.answers);
      },
      unsavedChanged: (guid, row, unsaved) => {
        const before = this.pending.size;
        if (unsaved) this.pending.put(guid, row, unsaved.value);
        else this.pending.drop(guid, row);
        if (this.pending.size !== before) this.slots.notify([RESPONSE_SLOT]);
      },
    });
  }

  /**
   * The value a field is given: what was typed while it may be saved (pending or refused by the server),
   * else the saved answer; null when none. An invalid draft stays in the widget's own state with its message.
   */
  valueOf(elementGuid: string, row: string): unknown {
    const actor = this.savers.find(elementGuid, row);
    const value = actor ? effectiveAnswer(actor.getSnapshot()) : this.state.answers.get(elementGuid, row);
    return value ?? null;
  }

  /** The answer record the server last sent for a field, or null. */
  recordOf(elementGuid: string, row: string): Answer | null {
    return this.#records.get(slotKey(elementGuid, row)) ?? null;
  }

  /** The message beside a field: a failed or refused save. */
  errorOf(elementGuid: string, row: string): string | null {
    return this.savers.find(elementGuid, row)?.getSnapshot().context.error ?? null;
  }

  isEmpty(elementGuid: string, row: string): boolean {
    const element = this.layout.byGuid.get(elementGuid);
    return element ? isAnswerEmpty(element.type, this.valueOf(elementGuid, row)) : true;
  }

  /**
   * A widget's new value, normalised as the server will: checked and, when it may be saved, saved by the
   * field's actor after the debounce. The rules judge it at once when it may be saved; an invalid value
   * leaves them counting on what the server holds, since that is what stays.
   */
  change(elementGuid: string, row: string, typed: unknown): void {
    const element = this.layout.byGuid.get(elementGuid);
    if (!element) return;
    const judge = answerJudge();
    // Widgets mount after the answer checks have arrived; an edit sent back from an earlier visit while the
    // page opens waits for them (in order: every waiting change resumes in the order it was made).
    if (!judge) {
      loadAnswerJudge().then(
        () => this.change(elementGuid, row, typed),
        (error: unknown) => this.input.backend.feedback.reportError(error),
      );
      return;
    }
    const value = normaliseAnswer(element, typed);
    const actor = this.savers.obtain(elementGuid, row, this.#saved.get(elementGuid, row) ?? null, {
      isEmpty: (candidate) => isAnswerEmpty(element.type, candidate),
      validate: (candidate) => judge.checkAnswer(element, candidate) ?? null,
      isRetryable: (error) => this.input.backend.isUnreachable?.(error) ?? false,
    });
    actor.send({ type: 'answer.change', value });
    // A change that leaves nothing to send (the server already holds the value, as when a kept edit's save
    // landed while its page closed) makes no transition the savers report, so its kept edit is let go here.
    if (!unsavedAnswer(actor.getSnapshot()) && this.pending.has(elementGuid, row)) {
      this.pending.drop(elementGuid, row);
      this.slots.notify([RESPONSE_SLOT]);
    }
    this.#setLocal(elementGuid, row, this.#forRules(elementGuid, effectiveAnswer(actor.getSnapshot())));
    void this.#computeFrom(elementGuid, row);
  }

  /**
   * Runs the element events fed by this answer with the shared engine the server runs after a save, so
   * sums, percentages and expressions follow typing. The values are shown, not saved: the server writes
   * them when the source is saved, and they are then taken from it (#reconcileComputed).
   */
  async #computeFrom(elementGuid: string, row: string): Promise<void> {
    // A form without events has nothing to compute, and its page never loads the engine.
    if (!this.#hasEvents) return;
    const { computeAfterSave, eventsBySource } = await loadElementEvents();
    this.#eventSources ??= new Set(
      eventsBySource(buildFormTree(this.input.form.components), 'OnSave').keys(),
    );
    // Most answers feed no event; a keystroke in them costs nothing here.
    if (!this.#eventSources.has(elementGuid)) return;
    const run = ++this.#computeRun;
    const { updates } = await computeAfterSave(this.input.form, this.state.answers, elementGuid, row, {
      evaluation: this.evaluation,
    });
    if (run !== this.#computeRun || updates.length === 0) return;
    const targets = this.#computedSince.get(slotKey(elementGuid, row)) ?? new Set<string>();
    for (const update of updates) {
      const target = this.savers.find(update.elementGuid, update.repeatableGroupGuid);
      // A target the person is editing keeps what they typed.
      if (target && !target.getSnapshot().matches('idle')) continue;
      targets.add(`${update.elementGuid} ${update.repeatableGroupGuid}`);
      this.#setLocal(update.elementGuid, update.repeatableGroupGuid, update.newValue);
    }
    this.#computedSince.set(slotKey(elementGuid, row), targets);
  }

  /** After a source's save: its computed targets are read back as the server stored them. */
  async #reconcileComputed(sourceKey: string): Promise<void> {
    const targets = this.#computedSince.get(sourceKey);
    if (!targets || targets.size === 0) return;
    this.#computedSince.delete(sourceKey);
    let stored: AnswerStore;
    try {
      stored = new AnswerStore(await this.input.backend.reloadAnswers());
    } catch {
      return; // The locally computed values stay until the next save or reload.
    }
    for (const entry of targets) {
      const [guid, row] = entry.split(' ') as [string, string];
      const target = this.savers.find(guid, row);
      if (target && !target.getSnapshot().matches('idle')) continue;
      const value = stored.get(guid, row) ?? null;
      this.#saved.setValue(guid, row, value);
      target?.send({ type: 'answer.sync', value });
      this.#setLocal(guid, row, value);
    }
  }

  /** What the rules and templated text read for a value: nothing for an empty one. */
  #forRules(elementGuid: string, value: unknown): unknown {
    const element = this.layout.byGuid.get(elementGuid);
    return element && isAnswerEmpty(element.type, value) ? null : value;
  }

  /** Answers as the server now holds them (repeater rows, files, stamps, comments, a reload). */
  applyServerAnswers(answers: readonly Answer[]): void {
    const incoming = new AnswerStore(answers);
    this.#saved = new AnswerStore(answers);
    this.#records.clear();
    for (const answer of answers)
      this.#records.set(slotKey(answer.formElementGuid, answer.repeatableGroupGuid), answer);
    const touched = new Set<string>();
    for (const answer of answers)
      touched.add(`${answer.formElementGuid} ${rowKey(answer.repeatableGroupGuid)}`);
    for (const element of this.layout.byGuid.values())
      for (const row of this.state.answers.rowsOf(element.guid).keys()) touched.add(`${element.guid} ${row}`);
    for (const entry of touched) {
      const [guid, row] = entry.split(' ') as [string, string];
      const value = incoming.get(guid, row);
      if (JSON.stringify(value) === JSON.stringify(this.state.answers.get(guid, row))) continue;
      this.savers.find(guid, row)?.send({ type: 'answer.sync', value: value ?? null });
      this.#setLocal(guid, row, value ?? null);
    }
    this.input.onAnswersChanged?.(this.state.answers);
  }

  /**
   * Answers someone else wrote while this page is open (the live session's FormUpdated). A field with an
   * edit of this person's that the server has not confirmed keeps it (their save follows and wins), and a
   * field `isEditing` names (the one with the caret) gets the new value once it is left (`takeDeferred`).
   * With `complete`, `answers` is every answer of the response, so a field missing from it was cleared.
   */
  mergeRemoteAnswers(
    answers: readonly Answer[],
    options: { complete: boolean; isEditing?: (elementGuid: string, row: string) => boolean },
  ): void {
    const incoming = new AnswerStore(answers);
    const fields = new Map<string, [string, string]>();
    for (const answer of answers) {
      const row = rowKey(answer.repeatableGroupGuid);
      fields.set(slotKey(answer.formElementGuid, row), [answer.formElementGuid, row]);
      this.#records.set(slotKey(answer.formElementGuid, row), answer);
    }
    if (options.complete)
      for (const element of this.layout.byGuid.values())
        for (const row of this.#saved.rowsOf(element.guid).keys())
          fields.set(slotKey(element.guid, row), [element.guid, row]);
    let changed = false;
    for (const [key, [guid, row]] of fields) {
      if (!this.layout.byGuid.has(guid)) continue;
      const value = incoming.get(guid, row) ?? null;
      const actor = this.savers.find(guid, row);
      if (actor && !actor.getSnapshot().matches('idle')) continue;
      if (options.isEditing?.(guid, row)) {
        this.#deferred.set(key, { guid, row, value });
        continue;
      }
      changed = this.#takeRemote(guid, row, value) || changed;
    }
    if (changed) this.input.onAnswersChanged?.(this.state.answers);
  }

  /** A remote value held back while the person had the field focused is taken once they leave it. */
  takeDeferred(elementGuid: string, row: string): void {
    const key = slotKey(elementGuid, row);
    const deferred = this.#deferred.get(key);
    if (!deferred) return;
    this.#deferred.delete(key);
    const actor = this.savers.find(elementGuid, row);
    if (actor && !actor.getSnapshot().matches('idle')) return;
    if (this.#takeRemote(elementGuid, row, deferred.value)) this.input.onAnswersChanged?.(this.state.answers);
  }

  /** Takes the server's value into a field; true when it changed what the page had. */
  #takeRemote(elementGuid: string, row: string, value: unknown): boolean {
    if (JSON.stringify(value) === JSON.stringify(this.#saved.get(elementGuid, row) ?? null)) return false;
    this.#saved.setValue(elementGuid, row, value);
    this.savers.find(elementGuid, row)?.send({ type: 'answer.sync', value });
    this.#setLocal(elementGuid, row, this.#forRules(elementGuid, value));
    return true;
  }

  /** Sets one answer of the server's (a stamp or comment list the call returned). */
  applyServerValue(elementGuid: string, row: string, value: unknown): void {
    this.#saved.setValue(elementGuid, row, value);
    this.savers.find(elementGuid, row)?.send({ type: 'answer.sync', value });
    this.#setLocal(elementGuid, row, value);
    this.input.onAnswersChanged?.(this.state.answers);
  }

  /** The response's status changed: rules on form status are judged again. */
  setFormStatus(status: FormResponseStatus): void {
    this.formStatus = status;
    this.state.context.formStatuses = { ...this.state.context.formStatuses, [this.input.form.guid]: status };
    const changes = this.evaluator.updateContext(this.state, ['formStatuses']);
    this.answersVersion += 1;
    this.slots.notify([...changes.hidden, ...changes.readOnly, RESPONSE_SLOT]);
  }

  /**
   * The workflow was read again (a new status, an archive, other forms' statuses): the rules reading it are
   * judged again and the elements showing workflow facts re-render.
   */
  setWorkflow(workflow: RendererWorkflow | null): void {
    if (workflow === this.workflow) return;
    this.workflow = workflow;
    Object.assign(this.state.context, workflowRuleContext(workflow, this.input.form.guid, this.formStatus));
    const changes = this.evaluator.updateContext(this.state, WORKFLOW_CONTEXT_KEYS);
    this.answersVersion += 1;
    this.slots.notify([...changes.hidden, ...changes.readOnly, RESPONSE_SLOT]);
  }

  /**
   * Sends the saves waiting for their debounce now and resolves once no save is in flight, so a status change
   * made next is judged by the server on the answers this page shows.
   */
  settle(): Promise<void> {
    this.savers.flushAll();
    if (!this.savers.isSaving) return Promise.resolve();
    return new Promise((resolve) => this.#settling.push(resolve));
  }

  /**
   * Sends again the edits an earlier visit could not get to the server (a failed save, a reload or a closed
   * tab), oldest first. Each goes through its field's save machine like a fresh edit.
   */
  resumePendingEdits(): void {
    for (const edit of [...this.pending.list()]) {
      if (this.layout.byGuid.has(edit.elementGuid)) this.change(edit.elementGuid, edit.row, edit.value);
      else this.pending.drop(edit.elementGuid, edit.row);
    }
  }

  /** The response-wide save state shown above the form. */
  saveState(): { waiting: number; saving: boolean; offline: boolean } {
    const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return {
      waiting: this.pending.size,
      saving: this.savers.isSaving,
      offline: this.pending.size > 0 && (browserOffline || this.savers.isWaitingForConnection),
    };
  }

  /** One object per key while the response is open (widget state that outlives its page: see WidgetServices). */
  keepAlive<T>(key: string, create: () => T): T {
    if (!this.#kept.has(key)) this.#kept.set(key, create());
    return this.#kept.get(key) as T;
  }

  /** Closes the response: saves still waiting for their debounce are sent (and stay in storage until confirmed). */
  dispose(): void {
    this.#cancelIdle();
    for (const done of this.#settling.splice(0)) done();
    this.savers.flushAll();
    this.savers.stopAll();
    for (const kept of this.#kept.values())
      if (typeof (kept as { stop?: unknown }).stop === 'function') (kept as { stop(): void }).stop();
    this.#kept.clear();
  }

  #setLocal(elementGuid: string, row: string, value: unknown): void {
    this.state.answers.setValue(elementGuid, row, value);
    const changes = this.evaluator.update(this.state, elementGuid, row);
    this.answersVersion += 1;
    this.slots.notify([slotKey(elementGuid, row), ...changes.hidden, ...changes.readOnly, RESPONSE_SLOT]);
  }
}
