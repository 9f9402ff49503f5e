import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadFailure } from '../../../components/list-load-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { splitTextLinks } from '../text-links.ts';
import type { OutboxMessage } from '../../../lib/api-types.ts';
import { useOutboxMessages } from '../api/get-outbox-messages.ts';

/**
 * The mail outbox. Without an SMTP server this is where sign-up confirmations and password reset
 * links can be read, so a super admin can help someone who cannot receive mail.
 */
export function MailOutboxPage() {
  const { data, isPending, isError, refetch, isFetching } = useOutboxMessages();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold tracking-tight">Mail Outbox</h1>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className="size-4" aria-hidden /> Refresh
        </Button>
      </div>
      {isPending ? (
        <div className="flex flex-col gap-4" data-testid="skeleton-row" aria-hidden>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : null}
      {isError ? <LoadFailure text="The outbox could not be loaded." onRetry={() => void refetch()} /> : null}
      {data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">No e-mails have been written yet.</p>
      ) : null}
      {data?.map((message) => (
        <OutboxMessageCard key={message.guid} message={message} />
      ))}
    </div>
  );
}

function deliveryText(message: OutboxMessage): string {
  if (message.sentAt) return `Sent ${new Date(message.sentAt).toLocaleString('en-CA')}`;
  if (message.error) return `Not sent: ${message.error}`;
  return 'Kept in the outbox (no SMTP server configured)';
}

function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  return (
    <Card data-testid="outbox-message">
      <CardHeader>
        <CardTitle className="text-base">{message.subject}</CardTitle>
        <p className="text-sm text-muted-foreground">
          To {message.toAddress} · {new Date(message.createdAt).toLocaleString('en-CA')} ·{' '}
          {deliveryText(message)}
        </p>
      </CardHeader>
      <CardContent>
        {/* The plain-text part: web addresses become links; nothing else from the mail runs here. */}
        <pre className="whitespace-pre-wrap break-words text-sm">
          {splitTextLinks(message.text).map((part, index) =>
            part.kind === 'text' ? (
              part.text
            ) : (
              <a
                key={index}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline underline-offset-2"
              >
                {part.href}
              </a>
            ),
          )}
        </pre>
      </CardContent>
    </Card>
  );
}
