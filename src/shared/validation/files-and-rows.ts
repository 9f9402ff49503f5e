import { REPEATER_DEFAULT_TEXT } from './default-texts.ts';

// Messages of the file upload and repeater questions.

/** Largest file accepted, matching the 'files less than 10mb' tip. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Problem details as the server sends them: field name → messages. */
export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

/** The server's first answerValue error, whatever the casing of the field name. */
export function firstAnswerValueError(errors: FieldErrors | null | undefined): string | null {
  if (!errors) return null;
  const key = Object.keys(errors).find((name) => name.toLowerCase() === 'answervalue');
  return (key && errors[key]?.find((message) => message.trim() !== '')) || null;
}

/** 'Error uploading file "{name}": {reason}', or 'Unknown error uploading file "{name}"' without a reason. */
export function uploadErrorText(fileName: string, reason?: string | null): string {
  return reason
    ? `Error uploading file "${fileName}": ${reason}`
    : `Unknown error uploading file "${fileName}"`;
}

/** True while another file may be added without passing maxFiles (default 1). */
export function canAddFile(currentCount: number, maxFiles: number | null | undefined): boolean {
  return currentCount < (maxFiles && maxFiles > 0 ? maxFiles : 1);
}

/** Confirmation before a repeater row and its answers are deleted for good. */
export function repeaterDeleteConfirmation(itemTitle?: string | null): string {
  const title = itemTitle?.trim() || REPEATER_DEFAULT_TEXT.itemTitle;
  return `This will permanently delete this ${title} and its answers. Continue?`;
}
