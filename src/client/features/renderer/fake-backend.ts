import { vi } from 'vitest';
import type { RendererBackend } from './renderer-backend.ts';

// A recording backend for the renderer's tests: every call resolves at once and is kept for assertions.

export function fakeBackend() {
  const notices: string[] = [];
  const backend = {
    submitAnswer: vi.fn(async () => undefined),
    deleteAnswer: vi.fn(async () => undefined),
    createRepeaterRows: vi.fn(async () => []),
    deleteRepeaterRow: vi.fn(async () => []),
    uploadFile: vi.fn(async () => undefined),
    deleteFile: vi.fn(async () => undefined),
    fetchFile: vi.fn(async () => new Blob()),
    submitComment: vi.fn(async () => []),
    approveStamp: vi.fn(async () => []),
    revokeStamp: vi.fn(async () => []),
    updateFormStatus: vi.fn(async () => undefined),
    reloadAnswers: vi.fn(async () => []),
    securityGroups: vi.fn(async () => []),
    entities: vi.fn(async () => []),
    feedback: {
      notify: (message: string) => void notices.push(message),
      reportError: (error: unknown) => void notices.push(`error: ${String(error)}`),
      closeOlderErrorToasts: () => undefined,
    },
  } satisfies RendererBackend;
  return { backend, notices };
}
