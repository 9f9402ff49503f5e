import type {
  FormMetaInfo,
  ListingColumn,
  StatusListEntry,
  TimeFrame,
} from '../../shared/generated/types.gen.ts';

// The shape the demo's workflow definitions are written in: content, like an uploaded form, with questions
// named by code. `insertDemoWorkflows` turns them into rows.

export interface DemoElement {
  type: string;
  label: string;
  questionCode: string;
  properties?: Record<string, unknown>;
  /** A Linked Answer's question, as 'formCode:questionCode' of an earlier step. */
  linkTo?: string;
}

/** A rule on one question of the step, its conditions without guids. */
export interface DemoRule {
  target: string;
  ruleType: 'ReadOnly' | 'Hidden';
  conditions: Record<string, unknown>[];
}

export interface DemoForm {
  name: string;
  formCode: string;
  elements: DemoElement[];
  rules?: DemoRule[];
  /** Added to the step's metaInfo (several responses, statuses it shows for). */
  metaInfo?: FormMetaInfo;
}

export interface DemoWorkflow {
  name: string;
  entityDefinitionGuid: string | null;
  statusList: StatusListEntry[];
  timeFrames?: TimeFrame[];
  groupsWithAllAccess?: string[];
  steps: DemoForm[];
  /** Listing columns besides the name column; answer columns name a question code of one of the steps. */
  columns: (ListingColumn | { answerOf: string; label: string })[];
  instances: {
    name: string;
    status: string;
    entityGuid: string | null;
    /** The person the step responses are for (the entity's login account); the creator when absent. */
    forLoginAccountGuid?: string;
    archived?: boolean;
    /** Answers by question code, in whichever step holds the question. */
    answers: Record<string, unknown>;
  }[];
}

/** A staff member of the demo: their entity and login account. */
export interface DemoStaff {
  entityGuid: string;
  loginAccountGuid: string;
  email: string;
}

export interface DemoWorkflowPeople {
  orgGuid: string;
  clientDefinitionGuid: string;
  staffDefinitionGuid: string;
  /** Entities of the Client type, by name. */
  clients: ReadonlyMap<string, string>;
  /** Staff members who sign in, by name. */
  staff: ReadonlyMap<string, DemoStaff>;
  managersGroupGuid: string;
  createdByLoginAccountGuid: string;
}

export const demoStatus = (code: string, label: string, isEndpoint = false): StatusListEntry => ({
  code,
  label,
  isEndpoint,
});
