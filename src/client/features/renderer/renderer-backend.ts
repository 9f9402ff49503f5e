import type { Answer, Comment, FormResponseStatus, Stamp } from '../../../shared/generated/types.gen.ts';
import type { EditStorage } from './pending-edits.ts';

/** A picker choice (security groups, entities). */
export interface Choice {
  guid: string;
  name: string;
}

/**
 * Everything the renderer asks of the outside world for one response: the API calls of spec 7.2 and the
 * toasts of spec 4.2. The app uses `createApiBackend`; the benchmark harness keeps answers in memory.
 */
export interface RendererBackend {
  submitAnswer(elementGuid: string, row: string, value: unknown): Promise<unknown>;
  deleteAnswer(elementGuid: string, row: string): Promise<unknown>;
  /** Creates rows and returns the response's refreshed answers. */
  createRepeaterRows(elementGuid: string, count: number): Promise<Answer[]>;
  /** Deletes one row with its answers and returns the response's refreshed answers. */
  deleteRepeaterRow(elementGuid: string, row: string): Promise<Answer[]>;
  uploadFile(elementGuid: string, row: string, file: File): Promise<unknown>;
  deleteFile(elementGuid: string, row: string, fileGuid: string): Promise<unknown>;
  fetchFile(fileGuid: string): Promise<Blob>;
  submitComment(
    elementGuid: string,
    row: string,
    payload: { id: string | null; text: string; replyTo: string | null },
  ): Promise<Comment[]>;
  approveStamp(elementGuid: string): Promise<Stamp[]>;
  revokeStamp(elementGuid: string, stampGuid: string): Promise<Stamp[]>;
  updateFormStatus(status: FormResponseStatus): Promise<unknown>;
  /** The response's answers as the server holds them now. */
  reloadAnswers(): Promise<Answer[]>;
  /** The answers changed at or after `since` (ISO 8601), or every answer without it; for the live session. */
  recentAnswers?(since?: string): Promise<Answer[]>;
  securityGroups(): Promise<Choice[]>;
  entities(entityDefinitionGuid: string | null): Promise<Choice[]>;
  feedback: RendererFeedback;
  /** Where edits the server has not confirmed are kept across reloads; without it they live in memory. */
  editStorage?: EditStorage | null;
  /** True for a failed call that never reached the server (no connection, server down): it is retried. */
  isUnreachable?(error: unknown): boolean;
}

/** Toasts around answer saves (spec 4.2 and 8). */
export interface RendererFeedback {
  notify(message: string): void;
  reportError(error: unknown): void;
  closeOlderErrorToasts(): void;
}
