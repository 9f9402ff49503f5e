import { Link, useRouter } from '@tanstack/react-router';
import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';

export type LandingStatus = 'checking' | 'signedOut' | 'signedIn' | 'failed';

export interface LandingPageProps {
  status: LandingStatus;
  /** Why signing in failed (status 'failed'), or an earlier failure worth showing while signed out. */
  errorMessage?: string;
  /** Signed in: the e-mail address, and whether the person belongs to any organisation yet. */
  email?: string;
  hasOrganization?: boolean;
  /** The organisation's workflow home page, when its home page type is Workflows. */
  homePagePath?: string;
  /** Set when the page stands in for an unknown path. */
  notFoundPath?: string;
  passwordResetUrl?: string;
  onSignIn: () => void;
  onRefreshSettings: () => void;
}

/** The anonymous landing page (spec 2); also shown, with 'Page not found:', for any unknown path. */
export function LandingPage(props: LandingPageProps) {
  const { status, errorMessage, notFoundPath } = props;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Welcome to the business tools</h1>
      {notFoundPath !== undefined && (
        <Card role="alert" className="border-warning">
          <CardContent className="flex flex-col gap-4">
            <p>
              Page not found: <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{notFoundPath}</code>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/">View the Home Page</Link>
              </Button>
              <Button variant="outline" onClick={props.onRefreshSettings}>
                Refresh My Settings
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      {status === 'checking' && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
          Checking your account...
        </p>
      )}
      {errorMessage && (
        <p role="alert" className="flex items-center gap-2 text-destructive">
          <CircleAlertIcon className="size-4 shrink-0" aria-hidden />
          {errorMessage}
        </p>
      )}
      {(status === 'signedOut' || status === 'failed') && <SignedOutActions {...props} />}
      {status === 'signedIn' && <SignedInMessage {...props} />}
    </div>
  );
}

function SignedOutActions({ onSignIn, passwordResetUrl }: LandingPageProps) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button asChild size="lg">
        <a
          href="/landing"
          onClick={(event) => {
            event.preventDefault();
            onSignIn();
          }}
        >
          Sign in
        </a>
      </Button>
      {passwordResetUrl && (
        <a href={passwordResetUrl} className="text-sm text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </a>
      )}
    </div>
  );
}

function SignedInMessage({ email, hasOrganization, homePagePath }: LandingPageProps) {
  const router = useRouter();
  if (hasOrganization === undefined) return null;
  if (!hasOrganization) {
    return (
      <p className="rounded-md border bg-card p-4">
        You are signed in, but you do not belong to any organization yet. Please ask an administrator to add
        you using your e-mail address {email}.
      </p>
    );
  }
  if (!homePagePath) return null;
  return (
    <div>
      <Button asChild>
        <a
          href={homePagePath}
          onClick={(event) => {
            event.preventDefault();
            // Workflow routes are added per organisation, so the path is not a typed route.
            router.history.push(homePagePath);
          }}
        >
          View your Home Page
        </a>
      </Button>
    </div>
  );
}
