import crypto from 'node:crypto';
import type { NameStampProperties, Stamp } from '../../shared/generated/types.gen.ts';
import { canApprove, canRevoke } from '../../shared/machines/form/stamp-rules.ts';
import { resolveNameStampSettings } from '../../shared/machines/form/name-stamp-settings.ts';
import { isEmail } from '../../shared/validation/formats.ts';
import type { Produced, WriteContext } from './pipeline.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { ownCallLabel, ownCallOf } from '../../shared/elements/element-lookup.ts';

// Name stamps (spec: forms-and-workflows 4.4): the same pure rules the client's stamp machine follows.

function stampsOf(context: WriteContext) {
  if (ownCallOf(context.element.type) !== 'nameStamp')
    throw refuse(REFUSALS.wrongType(ownCallLabel('nameStamp')));
  const settings = resolveNameStampSettings(context.element.properties as NameStampProperties);
  return { settings, stamps: structuredClone((context.current as Stamp[] | undefined) ?? []) };
}

/** Adds the caller's stamp, unless an active stamp exists and the element does not allow several. */
export const approve =
  (now = new Date()) =>
  (context: WriteContext): Produced => {
    const { settings, stamps } = stampsOf(context);
    if (!canApprove({ stamps, allowMultipleClicks: settings.allowMultipleClicks }))
      throw refuse('This has already been stamped.', 409);
    const { caller } = context;
    const stamp: Stamp = {
      guid: crypto.randomUUID(),
      userGuid: caller.loginAccountGuid,
      userName: caller.loginName,
      ...(isEmail(caller.email) ? { emailAddress: caller.email } : {}),
      timeStamped: now.toISOString(),
      revoked: false,
      timeRevoked: null,
    };
    return { value: [...stamps, stamp] };
  };

/** Marks a stamp revoked (kept in the list, so who signed and when stays visible). */
export const revoke =
  (stampGuid: string, now = new Date()) =>
  (context: WriteContext): Produced => {
    const { settings, stamps } = stampsOf(context);
    const stamp = stamps.find((candidate) => candidate.guid.toLowerCase() === stampGuid.toLowerCase());
    if (!stamp) throw refuse('Stamp not found', 404);
    if (stamp.revoked) throw refuse('This stamp has already been revoked.', 409);
    const allowed = canRevoke({
      stamp,
      userGuid: context.caller.loginAccountGuid,
      isRevokable: settings.isRevokable,
      isRevokableByAnyUser: settings.isRevokableByAnyUser,
    });
    if (!allowed)
      throw refuse(
        settings.isRevokable
          ? 'Only the person who stamped may revoke this stamp.'
          : 'This stamp cannot be revoked.',
        403,
      );
    stamp.revoked = true;
    stamp.timeRevoked = now.toISOString();
    return { value: stamps };
  };
