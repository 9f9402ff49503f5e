import type { ComponentType, ReactNode } from 'react';
import type {
  Comment,
  ElementAnswers,
  ElementsByType,
  ElementType,
  FormElement,
  Stamp,
} from '../../shared/generated/types.gen.ts';
import type { UnreadableDraft } from '../../shared/machines/form/answer-value.ts';

/**
 * The one props contract of every element widget. A widget shows one element and reports value changes;
 * it never fetches, validates against the server or evaluates rules itself: the renderer does that and
 * hands the widget what it needs. Widgets whose element acts on more than its own value (files, rows,
 * comments, stamps, statuses) call the named operations of `services`.
 */
export interface ElementWidgetProps<Type extends ElementType> {
  /** DOM id for the input, so the renderer's label points at it. */
  id: string;
  element: ElementsByType[Type];
  /** The saved or pending answer value (parsed), null when unanswered. */
  value: ElementAnswers[Type] | null;
  /**
   * Every edit, valid or not: the renderer checks it with the shared answer checks, debounces and saves it
   * (null or empty deletes the answer), or keeps it unsaved with its message. A widget reports what was
   * typed even when it cannot be saved, so an earlier value the user has typed past is not saved either;
   * text that does not read as the answer type at all is reported as an UnreadableDraft.
   */
  onChange: (value: ElementAnswers[Type] | UnreadableDraft | null) => void;
  /** Leaving the field (number and money clamp, addresses save once complete). */
  onBlur?: () => void;
  readOnly: boolean;
  /** The message to show beside the field: a failed save or an invalid value. */
  error: string | null;
  /** The repeater row this element is shown in, or the empty guid outside repeaters. */
  repeatableGroupGuid: string;
  services: WidgetServices;
}

/** What widgets may ask of the response they are part of. Provided by the renderer. */
export interface WidgetServices {
  formDefinitionGuid: string;
  responseGuid: string | null;
  orgGuid: string;
  currentUser: { userGuid: string; loginName: string; email: string };
  /**
   * Renders the child elements of a section or of one repeater row. With `runClassName`, the class that
   * spaces the parent's children, consecutive questions are grouped in runs the browser skips off screen.
   */
  renderChildren(parentGuid: string, repeatableGroupGuid: string, runClassName?: string): ReactNode;
  /**
   * Templated text (spec 5.8) rendered for this response: safe HTML, cleaned by `sanitize` (the app's
   * sanitizeHtml). The widgets that show HTML bring the sanitizer with their own code, so a form screen
   * downloads it only when one of them mounts.
   */
  renderTemplate(text: string, sanitize: (html: string) => string): string;
  /** Whether a save of any answer of the response is in flight (change-status buttons wait for it). */
  isSaving: boolean;
  /** Question guids still needing an answer, in form order (answer review, change status button). */
  unansweredGuids: readonly string[];
  /** Scrolls to and highlights a question (answer review navigation), turning to its page first. */
  focusQuestion(elementGuid: string): void;
  /**
   * One object per key for as long as the response is open, made by `create` on first use: state that must
   * outlive the widget's page being left (a review in progress). Objects with a `stop` method are stopped
   * when the response closes.
   */
  keepAlive<T>(key: string, create: () => T): T;
  /**
   * Keeps this element's widget on screen on every page while `pinned` (answer review controls during a
   * review), so what it drives stays reachable when the pager follows it elsewhere.
   */
  pinElement(elementGuid: string, pinned: boolean): void;
  /** Repeater rows: the row guids of a repeater element's answer, and creating/deleting rows on the server. */
  repeaterRows(elementGuid: string, repeatableGroupGuid: string): readonly string[];
  addRepeaterRows(elementGuid: string, count: number): Promise<void>;
  deleteRepeaterRow(elementGuid: string, rowGuid: string): Promise<void>;
  uploadFiles(element: FormElement, repeatableGroupGuid: string, files: File[]): Promise<void>;
  deleteFile(element: FormElement, repeatableGroupGuid: string, fileGuid: string): Promise<void>;
  /** A URL the browser can open to download a file of this response. */
  fileUrl(fileGuid: string): Promise<string>;
  submitComment(
    element: FormElement,
    repeatableGroupGuid: string,
    payload: { id: string | null; text: string; replyTo: string | null },
  ): Promise<Comment[]>;
  approveStamp(element: FormElement): Promise<Stamp[]>;
  revokeStamp(element: FormElement, stampGuid: string): Promise<Stamp[]>;
  /** The workflow the response belongs to, when it is shown inside one. */
  workflow: {
    guid: string;
    status: string;
    statusList: { code: string; label: string }[];
    archived: boolean;
  } | null;
  changeWorkflowStatus(status: string): Promise<void>;
  changeFormStatus(status: string): Promise<void>;
  formStatus: string;
  /** Choices for pickers: the organisation's security groups and the entities of an entity type. */
  securityGroups(): Promise<{ guid: string; name: string }[]>;
  entities(entityDefinitionGuid: string | null): Promise<{ guid: string; name: string }[]>;
}

export type ElementWidget<Type extends ElementType> = ComponentType<ElementWidgetProps<Type>>;
