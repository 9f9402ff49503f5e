// The real-time hubs as one typed value each: the path the client connects to, the methods the client
// invokes (with their arguments and result) and the events the server sends (with their arguments).
// The server registers its hubs from these, and the client calls and listens through them, so a hub,
// method or event name is written once.

import type { ExpressionQuestion, ExpressionValidation } from '../computed/validate-expression.ts';

/** A method the client invokes: its argument list and what the server's completion carries. */
export interface HubMethodShape {
  readonly args: readonly unknown[];
  readonly result: unknown;
}

export interface HubShape {
  readonly methods: Record<string, HubMethodShape>;
  /** Events the server sends, by name, with their argument lists. */
  readonly events: Record<string, readonly unknown[]>;
}

export interface HubDescription<Shape extends HubShape = HubShape> {
  /** Where the client connects, relative to the site's origin. */
  readonly path: string;
  readonly methodNames: readonly (keyof Shape['methods'] & string)[];
  readonly eventNames: readonly (keyof Shape['events'] & string)[];
  /** Types only; never read at run time. */
  readonly shape?: Shape;
}

function defineHub<Shape extends HubShape>(
  path: string,
  methodNames: readonly (keyof Shape['methods'] & string)[],
  eventNames: readonly (keyof Shape['events'] & string)[],
): HubDescription<Shape> {
  return { path, methodNames, eventNames };
}

/** Viewer names of each response, by response guid. */
export type ViewerList = Record<string, string[]>;

export interface FormEditor {
  /** The editor's connection: a tab finds its own entry (and so its edit right) by its connection id. */
  readonly connectionId: string;
  readonly userName: string;
  /** ISO 8601. */
  readonly joinedAt: string;
  readonly canEdit: boolean;
}

export interface FormDefinitionUpdated {
  /** ISO 8601. */
  readonly updatedAt: string;
  readonly updatedByUser: string;
  readonly formDefinitionGuid: string;
}

type Method<Args extends readonly unknown[], Result = void> = { args: Args; result: Result };

export interface FormResponseHub extends HubShape {
  methods: {
    JoinFormGroup: Method<[responseGuid: string, loginName: string]>;
    LeaveFormGroup: Method<[responseGuid: string, loginName: string]>;
  };
  events: {
    ViewerListUpdated: [viewers: ViewerList];
    /** Someone else wrote answers: fetch GetFormResponseRecentAnswers?since and merge. */
    FormUpdated: [responseGuid: string];
  };
}

export interface WorkflowInstanceHub extends HubShape {
  methods: {
    JoinWorkflowGroup: Method<[workflowGuid: string]>;
    LeaveWorkflowGroup: Method<[workflowGuid: string]>;
  };
  events: {
    Update: [success: boolean, msg: string];
  };
}

export interface SelfHub extends HubShape {
  methods: Record<never, never>;
  events: {
    PdfMsg: [isBusy: boolean, msg: string];
  };
}

export interface FormDesignerHub extends HubShape {
  methods: {
    JoinGroup: Method<[formDefinitionGuid: string]>;
    LeaveGroup: Method<[formDefinitionGuid: string]>;
  };
  events: {
    FormEditors: [users: FormEditor[]];
    FormUpdated: [update: FormDefinitionUpdated];
  };
}

export interface ExpressionValidationHub extends HubShape {
  methods: {
    ValidateExpression: Method<[expression: string, tokens: string[], questions: ExpressionQuestion[]]>;
  };
  events: {
    ExpressionValidated: [result: ExpressionValidation];
  };
}

export interface OrgWideHub extends HubShape {
  methods: {
    AddToOrgHub: Method<[orgGuid: string]>;
  };
  events: {
    ConnectionId: [connectionId: string];
    /** A message to the organisation, shown as a warning for `duration` milliseconds. */
    SendMessage: [text: string, duration: number];
  };
}

export interface SiteWideHub extends HubShape {
  methods: Record<never, never>;
  events: {
    AlertEveryone: [text: string, duration: number];
    ServerOffline: [text: string];
    ServerOnline: [text: string, duration: number];
  };
}

export const hubs = {
  formResponse: defineHub<FormResponseHub>(
    '/hubs/formResponse',
    ['JoinFormGroup', 'LeaveFormGroup'],
    ['ViewerListUpdated', 'FormUpdated'],
  ),
  workflowInstance: defineHub<WorkflowInstanceHub>(
    '/hubs/workflowInstance',
    ['JoinWorkflowGroup', 'LeaveWorkflowGroup'],
    ['Update'],
  ),
  self: defineHub<SelfHub>('/hubs/self', [], ['PdfMsg']),
  formDesigner: defineHub<FormDesignerHub>(
    '/hubs/formDesigner',
    ['JoinGroup', 'LeaveGroup'],
    ['FormEditors', 'FormUpdated'],
  ),
  expressionValidation: defineHub<ExpressionValidationHub>(
    '/hubs/expressionValidation',
    ['ValidateExpression'],
    ['ExpressionValidated'],
  ),
  orgWide: defineHub<OrgWideHub>('/hubs/orgwide', ['AddToOrgHub'], ['ConnectionId', 'SendMessage']),
  siteWide: defineHub<SiteWideHub>('/sitewide', [], ['AlertEveryone', 'ServerOffline', 'ServerOnline']),
} as const;

export type HubName = keyof typeof hubs;

/** Constants of platform 9 and forms 4.7 for connections and live groups. */
export const hubTiming = {
  startTimeoutMs: 20_000,
  connectingWaitMs: 15_000,
  disconnectingWaitMs: 5_000,
  reconnectFirstDelayMs: 1_000,
  reconnectMaxDelayMs: 30_000,
  reconnectJitterMs: 1_000,
  groupJoinTimeoutMs: 10_000,
  groupJoinAttempts: 3,
  groupJoinFirstBackoffMs: 1_000,
  groupJoinMaxBackoffMs: 5_000,
  /** Server side: keep-alive ping interval and the silence after which a client is dropped. */
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  hubMessageToastMs: 3_000,
} as const;
