import type { ReactNode } from 'react';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import { repeaterRows } from '../../../shared/rules/form-tree.ts';
import { buildFormTree } from '../../../shared/rules/form-tree.ts';
import type { FormResponseStatus } from '../../../shared/generated/types.gen.ts';
import type { WidgetServices } from '../../elements/element-widget.ts';
import type { ProposedServices } from '../../elements/parts/actions/proposed-services.ts';
import type { ResponseDerived } from './response-derived.ts';
import type { ResponseSession } from './response-session.ts';

const NOT_IN_A_WORKFLOW =
  'This response is not part of a workflow, so there is no workflow status to change.';

export interface ServicesWiring {
  renderChildren(parentGuid: string, repeatableGroupGuid: string, runClassName?: string): ReactNode;
  focusQuestion(elementGuid: string): void;
  pinElement(elementGuid: string, pinned: boolean): void;
  derived: ResponseDerived;
}

/**
 * The services every widget of one response receives (the contract in elements/element-widget.ts). One
 * object per response: the changing facts (saving, unanswered, status) are getters, read fresh whenever a
 * widget renders; widgets that show them are display-only and re-render on the response-wide slot.
 */
export function createWidgetServices(
  session: ResponseSession,
  wiring: ServicesWiring,
): WidgetServices & Pick<ProposedServices, 'answerRecord' | 'triggerWorkflowEvent'> {
  const { form, response, backend, viewer, org } = session.input;
  const tree = buildFormTree(form.components);
  const refresh = async () => session.applyServerAnswers(await backend.reloadAnswers());

  return {
    formDefinitionGuid: form.guid,
    responseGuid: response.guid,
    orgGuid: org.guid,
    currentUser: { userGuid: viewer.userGuid, loginName: viewer.loginName, email: viewer.email },
    renderChildren: wiring.renderChildren,
    renderTemplate: (text, sanitize) => wiring.derived.templateHtml(text, sanitize),
    get isSaving() {
      return session.savers.isSaving;
    },
    get unansweredGuids() {
      return wiring.derived.unansweredGuids();
    },
    get formStatus() {
      return session.formStatus;
    },
    focusQuestion: wiring.focusQuestion,
    keepAlive: (key, create) => session.keepAlive(key, create),
    pinElement: wiring.pinElement,
    repeaterRows: (elementGuid) => repeaterRows(tree, session.state.answers, elementGuid),
    addRepeaterRows: async (elementGuid, count) =>
      session.applyServerAnswers(await backend.createRepeaterRows(elementGuid, count)),
    deleteRepeaterRow: async (elementGuid, rowGuid) =>
      session.applyServerAnswers(await backend.deleteRepeaterRow(elementGuid, rowGuid)),
    uploadFiles: async (element, row, files) => {
      // One request per file, in order, so a failure names the file it concerns; the answer is re-read after.
      try {
        for (const file of files) await backend.uploadFile(element.guid, row, file);
      } finally {
        await refresh();
      }
    },
    deleteFile: async (element, row, fileGuid) => {
      await backend.deleteFile(element.guid, row, fileGuid);
      await refresh();
    },
    fileUrl: async (fileGuid) => URL.createObjectURL(await backend.fetchFile(fileGuid)),
    submitComment: async (element, row, payload) => {
      const comments = await backend.submitComment(element.guid, row, payload);
      session.applyServerValue(element.guid, row, comments);
      return comments;
    },
    approveStamp: async (element) => {
      const stamps = await backend.approveStamp(element.guid);
      session.applyServerValue(element.guid, EMPTY_GUID, stamps);
      return stamps;
    },
    revokeStamp: async (element, stampGuid) => {
      const stamps = await backend.revokeStamp(element.guid, stampGuid);
      session.applyServerValue(element.guid, EMPTY_GUID, stamps);
      return stamps;
    },
    // The workflow screens hand in the workflow; the single response viewer shows a response on its own.
    get workflow() {
      const workflow = session.workflow;
      return workflow
        ? {
            guid: workflow.guid,
            status: workflow.status,
            statusList: workflow.statusList.map(({ code, label }) => ({ code, label })),
            archived: workflow.archived,
          }
        : null;
    },
    changeWorkflowStatus: async (status) => {
      const workflow = session.workflow;
      if (!workflow) throw new Error(NOT_IN_A_WORKFLOW);
      // The server judges the move on the answers it holds, so the ones still on their way go first.
      await session.settle();
      await workflow.changeStatus(status);
    },
    changeFormStatus: async (status) => {
      await session.settle();
      await backend.updateFormStatus(status as FormResponseStatus);
      session.setFormStatus(status as FormResponseStatus);
    },
    triggerWorkflowEvent: async (eventCode, action) => {
      const workflow = session.workflow;
      if (!workflow) throw new Error(NOT_IN_A_WORKFLOW);
      await workflow.triggerEvent(eventCode, action);
    },
    securityGroups: () => backend.securityGroups(),
    entities: (entityDefinitionGuid) => backend.entities(entityDefinitionGuid),
    // Linked answers and compliance items read more of the stored answer than its value.
    answerRecord: (element, row) => session.recordOf(element.guid, row),
  };
}
