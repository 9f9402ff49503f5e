import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { rolesAsWords } from '../shell/role-words.ts';
import { useAnswerInvitation, useMyInvitations } from './api/invitations.ts';

/**
 * Invitations from organisations the person does not belong to yet (an administrator added their e-mail
 * there): they join only by accepting here. Shown above every page while any is waiting.
 */
export function PendingInvitations({ signedIn }: { signedIn: boolean }) {
  const invitations = useMyInvitations(signedIn).data ?? [];
  const answer = useAnswerInvitation();
  if (!signedIn || invitations.length === 0) return null;
  return (
    <section aria-label="Invitations" className="mb-4 space-y-2">
      {invitations.map((invitation) => (
        <div
          key={invitation.guid}
          className="flex flex-wrap items-center gap-3 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm"
        >
          <p className="flex-1">
            <strong>{invitation.orgName}</strong> invited you to join as{' '}
            {rolesAsWords(invitation.currentOrgRoles).join(', ')}.
          </p>
          <Button
            size="sm"
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate(
                { guid: invitation.guid, accept: true },
                { onSuccess: () => toast.success(`You joined ${invitation.orgName}.`) },
              )
            }
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ guid: invitation.guid, accept: false })}
          >
            Decline
          </Button>
        </div>
      ))}
    </section>
  );
}
