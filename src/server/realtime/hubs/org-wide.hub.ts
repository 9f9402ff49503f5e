import { hubs, type OrgWideHub } from '../../../shared/realtime/hub-contract.ts';
import { notFound } from '../../http/problem.ts';
import { defineHub } from '../hub-registry.ts';
import { guidArgument } from '../hub-arguments.ts';

/** Organisation-wide messages (platform 7): a group per organisation, open to its members only. */
export const orgWideHub = defineHub<OrgWideHub>('orgWide', hubs.orgWide, {
  AddToOrgHub: async (context, orgGuid) => {
    const guid = guidArgument(orgGuid, 'orgGuid');
    // Another organisation's existence is not revealed to people outside it.
    if (!context.caller.rolesByOrg.has(guid)) throw notFound('Organization not found');
    // A tab works in one organisation at a time: after a switch, the previous one's messages stop.
    for (const previous of [...context.connection.groups]) {
      if (previous !== guid) await context.leaveGroup(previous);
    }
    await context.joinGroup(guid);
    context.reply('ConnectionId', [context.connection.connectionId]);
  },
});
