import { useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useAlertEveryone, useSetOffline } from './api/site-status.ts';

const DEFAULT_SECONDS = 10;
const DEFAULT_OFFLINE_TEXT = 'The server is offline for maintenance.';

/**
 * Tech Support → Site Status (super admins): a warning shown in every open browser, and the maintenance
 * switch. Marking the server offline raises the blocking alert everywhere, this browser included; the
 * alert's own Set Online button ends it.
 */
export function SiteStatusPage() {
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">Site Status</h1>
      <SiteAlertCard />
      <MaintenanceCard />
    </div>
  );
}

function SiteAlertCard() {
  const alert = useAlertEveryone();
  const [text, setText] = useState('');
  const [seconds, setSeconds] = useState(String(DEFAULT_SECONDS));
  const duration = Math.round(Number(seconds) * 1000);
  const valid = text.trim() !== '' && Number.isFinite(duration) && duration >= 1000 && duration <= 3_600_000;
  const send = (event: FormEvent) => {
    event.preventDefault();
    alert.mutate(
      { text: text.trim(), duration },
      {
        onSuccess: () => {
          toast.success('Alert sent to everyone', { duration: 2500 });
          setText('');
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Alert everyone</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3" onSubmit={send}>
          <div className="flex flex-col gap-1">
            <Label htmlFor="site-alert-text">Message</Label>
            <Textarea
              id="site-alert-text"
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="site-alert-seconds">Shown for (seconds)</Label>
            <Input
              id="site-alert-seconds"
              type="number"
              min={1}
              max={3600}
              className="w-32"
              value={seconds}
              onChange={(e) => setSeconds(e.target.value)}
            />
          </div>
          <Button type="submit" className="self-start" disabled={!valid || alert.isPending}>
            Send Alert
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MaintenanceCard() {
  const setOffline = useSetOffline();
  const [text, setText] = useState(DEFAULT_OFFLINE_TEXT);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Maintenance</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setOffline.mutate({ text: text.trim() });
          }}
        >
          <p className="text-sm text-muted-foreground">
            While the server is offline every other request is refused and every open browser shows a blocking
            alert until the server is set online again.
          </p>
          <div className="flex flex-col gap-1">
            <Label htmlFor="site-offline-text">Message while offline</Label>
            <Input
              id="site-offline-text"
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <Button
            type="submit"
            variant="destructive"
            className="self-start"
            disabled={text.trim() === '' || setOffline.isPending}
          >
            Set Offline
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
