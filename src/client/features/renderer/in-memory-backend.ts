import type { Answer } from '../../../shared/generated/types.gen.ts';
import type { RendererBackend } from './renderer-backend.ts';

/**
 * A renderer backend with no server: answers stay in memory and are gone with it, every call answers at
 * once and nothing is shown. The designer's preview fills a form in with it without ever writing a
 * response; the render benchmark uses it to leave the network out of what it measures.
 */
export function inMemoryBackend(): RendererBackend {
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
