import { LoaderCircleIcon } from 'lucide-react';

/** What shows while sign-in and the person's user info load (spec 2), instead of a blank page. */
export function CheckingAccount() {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
        Checking your account...
      </p>
    </div>
  );
}
