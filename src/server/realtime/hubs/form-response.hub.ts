import { hubs, type FormResponseHub, type ViewerList } from '../../../shared/realtime/hub-contract.ts';
import { ANY_MEMBER } from '../../../shared/auth/role-sets.ts';
import { defineHub } from '../hub-registry.ts';
import { guidArgument } from '../hub-arguments.ts';
import { assertReaches } from '../hub-access.ts';

/**
 * Live form responses (forms 4.7): a group per response, open to whoever may read the response over
 * REST. Viewer names are the server's account names; the login name a client sends is not trusted.
 */
export const formResponseHub = defineHub<FormResponseHub>(
  'formResponse',
  hubs.formResponse,
  {
    JoinFormGroup: async (context, responseGuid) => {
      const guid = guidArgument(responseGuid, 'responseGuid');
      await assertReaches(context, 'response', guid, ANY_MEMBER);
      await context.joinGroup(guid);
    },
    // Leaving only takes this connection out of a group; it reveals and changes nothing else.
    LeaveFormGroup: async (context, responseGuid) => {
      await context.leaveGroup(guidArgument(responseGuid, 'responseGuid'));
    },
  },
  {
    presenceEvent: (group, members) => {
      const viewers: ViewerList = { [group]: [...new Set(members.map((member) => member.userName))] };
      return ['ViewerListUpdated', [viewers]];
    },
  },
);
