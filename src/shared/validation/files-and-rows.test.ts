import { describe, expect, it } from 'vitest';
import {
  canAddFile,
  firstAnswerValueError,
  repeaterDeleteConfirmation,
  uploadErrorText,
} from './files-and-rows.ts';

describe('upload errors', () => {
  it("shows the server's first answerValue error, or an unknown error", () => {
    const reason = firstAnswerValueError({
      title: undefined,
      AnswerValue: ['File type not allowed', 'Too big'],
    });
    expect(uploadErrorText('scan.exe', reason)).toBe(
      'Error uploading file "scan.exe": File type not allowed',
    );
    expect(uploadErrorText('scan.pdf', firstAnswerValueError({ other: ['x'] }))).toBe(
      'Unknown error uploading file "scan.pdf"',
    );
    expect(uploadErrorText('scan.pdf', firstAnswerValueError(undefined))).toBe(
      'Unknown error uploading file "scan.pdf"',
    );
  });
});

describe('canAddFile', () => {
  it('stops at maxFiles, one file by default', () => {
    expect(canAddFile(0, undefined)).toBe(true);
    expect(canAddFile(1, undefined)).toBe(false);
    expect(canAddFile(2, 3)).toBe(true);
    expect(canAddFile(3, 3)).toBe(false);
  });
});

describe('repeaterDeleteConfirmation', () => {
  it('names the item being deleted', () => {
    expect(repeaterDeleteConfirmation('Vehicle')).toBe(
      'This will permanently delete this Vehicle and its answers. Continue?',
    );
    expect(repeaterDeleteConfirmation('')).toBe(
      'This will permanently delete this New Item and its answers. Continue?',
    );
  });
});
