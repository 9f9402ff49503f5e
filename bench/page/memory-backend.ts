import type { Answer } from '../../src/shared/generated/types.gen.ts';
import type { RendererBackend } from '../../src/client/features/renderer/renderer-backend.ts';

/**
 * The benchmark harness's backend: answers kept in memory, every call answered at once, no toasts. The
 * benchmark measures rendering, so the network is left out on purpose.
 */
export function memoryBackend(): RendererBackend {
  const answers = new Map<string, Answer>();
  const key = (element: string, row: string) => `${element}/${row}`;
  const all = async () => [...answers.values()];
  return {
    submitAnswer: async (element, row, value) => {
      answers.set(key(element, row), {
        formElementGuid: element,
        repeatableGroupGuid: row,
        answerValue: JSON.stringify(value),
      });
    },
    deleteAnswer: async (element, row) => void answers.delete(key(element, row)),
    createRepeaterRows: all,
    deleteRepeaterRow: all,
    uploadFile: async () => undefined,
    deleteFile: async () => undefined,
    fetchFile: async () => new Blob(),
    submitComment: async () => [],
    approveStamp: async () => [],
    revokeStamp: async () => [],
    updateFormStatus: async () => undefined,
    reloadAnswers: all,
    securityGroups: async () => [],
    entities: async () => [],
    feedback: {
      notify: () => undefined,
      reportError: () => undefined,
      closeOlderErrorToasts: () => undefined,
    },
  };
}
