import type { Condition, TimeFrame, StatusListEntry } from '../generated/types.gen.ts';
import { formStatusRank, localWallClock, timeFrameContains } from './context-values.ts';

/** Everything besides answers that rules read. The caller owns it and reports changes through updateContext. */
export interface RuleContext {
  /** Code of the workflow's current status. */
  workflowStatus?: string | null;
  /** The workflow definition's ordered status list ('Before' / 'After' compare positions in it). */
  statusList?: readonly StatusListEntry[];
  /** Status of each form response of the workflow, by formDefinitionGuid (this form included). */
  formStatuses?: Readonly<Record<string, string | null | undefined>>;
  /** Organisation groups of the signed-in user. */
  groupGuids?: readonly string[];
  /** The moment time-frame conditions are judged at (defaults to the time of evaluation). */
  now?: Date;
  /** IANA time zone that time-frame dates are read in (defaults to the runtime's zone). */
  timeZone?: string;
  /** The workflow definition's time frames. */
  timeFrames?: readonly TimeFrame[];
  /** An archived workflow makes every element read-only. */
  workflowArchived?: boolean;
}

/** A context field whose change invalidates the rules that read it. */
export type ContextKey = keyof RuleContext;

/** The context fields each kind of condition reads. */
export const CONTEXT_READS: Record<string, readonly ContextKey[]> = {
  WorkflowStatusBased: ['workflowStatus', 'statusList'],
  FormStatusBased: ['formStatuses'],
  LoginAccountBased: ['groupGuids'],
  TimeFrameBased: ['now', 'timeZone', 'timeFrames'],
};

/** Lookups derived from a context once per evaluation pass, built lazily. */
export class ContextView {
  #groups?: Set<string>;
  #statusRanks?: Map<string, number>;
  #wallClock?: string;
  #moment?: Date;

  constructor(
    readonly context: RuleContext,
    readonly formDefinitionGuid: string,
  ) {}

  /** Tests a non-answer condition. */
  test(condition: Condition): boolean {
    switch (condition.conditionType) {
      case 'WorkflowStatusBased':
        return compareRanks(
          condition.type,
          this.#statusRank(this.context.workflowStatus),
          this.#statusRank(condition.workflowStatus),
        );
      case 'FormStatusBased': {
        const current = this.context.formStatuses?.[condition.formDefinitionGuid ?? this.formDefinitionGuid];
        return compareRanks(condition.type, formStatusRank(current), formStatusRank(condition.formStatus));
      }
      case 'LoginAccountBased': {
        this.#groups ??= new Set(this.context.groupGuids ?? []);
        const member = condition.orgGroupGuid != null && this.#groups.has(condition.orgGroupGuid);
        return condition.type === 'In' ? member : condition.type === 'NotIn' ? !member : false;
      }
      case 'TimeFrameBased': {
        const code = condition.timeFrameCode?.toLowerCase();
        const frame = this.context.timeFrames?.find((candidate) => candidate.code.toLowerCase() === code);
        const within = frame !== undefined && timeFrameContains(frame, this.#now(), () => this.#clock());
        return condition.type === 'Within' ? within : condition.type === 'NotWithin' ? !within : false;
      }
      default:
        return false;
    }
  }

  #now(): Date {
    // One moment per pass, so every time-frame rule of the pass agrees.
    this.#moment ??= this.context.now ?? new Date();
    return this.#moment;
  }

  #clock(): string {
    this.#wallClock ??= localWallClock(this.#now(), this.context.timeZone);
    return this.#wallClock;
  }

  #statusRank(code: string | null | undefined): number {
    if (!this.#statusRanks) {
      // Status codes are unique case-insensitively, so compare them that way.
      this.#statusRanks = new Map(
        (this.context.statusList ?? []).map((entry, index) => [entry.code.toLowerCase(), index]),
      );
    }
    return code == null ? -1 : (this.#statusRanks.get(code.toLowerCase()) ?? -1);
  }
}

// A status that is unknown (rank -1) is never 'Is', 'Before' or 'After' anything, and always 'IsNot'.
function compareRanks(op: Condition['type'], current: number, wanted: number): boolean {
  const known = current >= 0 && wanted >= 0;
  switch (op) {
    case 'Is':
      return known && current === wanted;
    case 'IsNot':
      return !(known && current === wanted);
    case 'Before':
      return known && current < wanted;
    case 'After':
      return known && current > wanted;
    default:
      return false;
  }
}
