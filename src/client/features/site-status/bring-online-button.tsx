import { Button } from '../../components/ui/button.tsx';
import { setServerOnline } from '../../lib/offline-store.ts';
import { useSetOnline } from './api/site-status.ts';

const BACK_ONLINE_TEXT = 'The server is back online.';
const BACK_ONLINE_MS = 5_000;

/** In the offline alert, for a super admin: ends the maintenance and tells every open browser. */
export function BringOnlineButton() {
  const setOnline = useSetOnline();
  return (
    <Button
      disabled={setOnline.isPending}
      onClick={() =>
        setOnline.mutate(
          { text: BACK_ONLINE_TEXT, duration: BACK_ONLINE_MS },
          { onSuccess: () => setServerOnline() },
        )
      }
    >
      Set Online
    </Button>
  );
}
