import { hubs, type SelfHub } from '../../../shared/realtime/hub-contract.ts';
import { defineHub } from '../hub-registry.ts';

/** A person's own connections: the server sends them PDF progress (app.realtime.sendToUser). */
export const selfHub = defineHub<SelfHub>('self', hubs.self, {});
