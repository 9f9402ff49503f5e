import { hubs, type FormDesignerHub, type FormEditor } from '../../../shared/realtime/hub-contract.ts';
import { SETUP_VIEWERS } from '../../../shared/auth/role-sets.ts';
import { mayDesignForm } from '../../auth/form-designers.ts';
import { formOf } from '../../resources/form-resource.ts';
import { defineHub } from '../hub-registry.ts';
import { guidArgument } from '../hub-arguments.ts';
import { assertReaches } from '../hub-access.ts';

/**
 * The form designer's group per form (forms 4.7). The server decides the edit lock at each join: someone
 * who may change the form's setup gets edit rights unless another editor in the group holds them already;
 * everyone else is view-only. The lock is not passed on when its holder leaves: the next to join takes it.
 */
export const formDesignerHub = defineHub<FormDesignerHub>(
  'formDesigner',
  hubs.formDesigner,
  {
    JoinGroup: async (context, formDefinitionGuid) => {
      const guid = guidArgument(formDefinitionGuid, 'formDefinitionGuid');
      const request = await assertReaches(context, 'form', guid, SETUP_VIEWERS);
      const form = formOf(request);
      // The designer's own rule for editing (spec 6: Setup Basic; Setup Items for a compliance item's
      // form), so the lock never goes to someone the screen keeps read-only.
      const mayEdit = mayDesignForm(context.caller, form.orgGuid, form.formType);
      const lockHeld = context
        .membersOf(guid)
        .some((member) => member.canEdit && member.connectionId !== context.connection.connectionId);
      await context.joinGroup(guid, { canEdit: mayEdit && !lockHeld });
    },
    LeaveGroup: async (context, formDefinitionGuid) => {
      await context.leaveGroup(guidArgument(formDefinitionGuid, 'formDefinitionGuid'));
    },
  },
  {
    presenceEvent: (_group, members) => {
      const editors: FormEditor[] = members.map(({ connectionId, userName, joinedAt, canEdit }) => ({
        connectionId,
        userName,
        joinedAt,
        canEdit,
      }));
      return ['FormEditors', [editors]];
    },
  },
);
