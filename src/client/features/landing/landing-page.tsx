import type * as React from 'react';
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
  /** Signed in: the person's name, their current organisation and their roles there, in words. */
  loginName?: string;
  orgName?: string;
  roleNames?: readonly string[];
  /** Only the Guest role in the current organisation. */
  guestOnly?: boolean;
  /** The organisation's workflow home page, when its home page type is Workflows. */
  homePagePath?: string;
  /** Set when the page stands in for an unknown path. */
  notFoundPath?: string;
  /** Why the app stopped a navigation here (the router's loop breaker). */
  notice?: string;
  passwordResetUrl?: string;
  onSignIn: () => void;
  onRefreshSettings: () => void;
}

/** The anonymous landing page (spec 2); also shown, with 'Page not found:', for any unknown path. */
export function LandingPage(props: LandingPageProps) {
  const { status, errorMessage, notFoundPath, notice } = props;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Welcome to the business tools</h1>
      {notice && (
        <LandingAlert onRefreshSettings={props.onRefreshSettings}>
          <p>{notice}</p>
        </LandingAlert>
      )}
      {notFoundPath !== undefined && (
        <LandingAlert
          onRefreshSettings={props.onRefreshSettings}
          homeButton={
            <Button asChild>
              <Link to="/">View the Home Page</Link>
            </Button>
          }
        >
          <p>
            Page not found: <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{notFoundPath}</code>
          </p>
        </LandingAlert>
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

/** Why the person is here instead of where they were going, with the way on. */
function LandingAlert(props: {
  children: React.ReactNode;
  homeButton?: React.ReactNode;
  onRefreshSettings: () => void;
}) {
  return (
    <Card role="alert" className="border-warning">
      <CardContent className="flex flex-col gap-4">
        {props.children}
        <div className="flex flex-wrap gap-2">
          {props.homeButton}
          <Button variant="outline" onClick={props.onRefreshSettings}>
            Refresh My Settings
          </Button>
        </div>
      </CardContent>
    </Card>
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

function SignedInMessage(props: LandingPageProps) {
  const { email, hasOrganization, homePagePath } = props;
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
  if (!homePagePath) return <WhoAndWhere {...props} />;
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

/** A signed-in person with no workflow home page: who they are, where, and how to get further. */
function WhoAndWhere({ loginName, email, orgName, roleNames, guestOnly }: LandingPageProps) {
  return (
    <Card aria-labelledby="who-and-where">
      <CardContent className="flex flex-col gap-3">
        <h2 id="who-and-where" className="text-lg font-semibold">
          Signed in as {loginName}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="break-all">{email}</dd>
          <dt className="text-muted-foreground">Organization</dt>
          <dd>{orgName}</dd>
          <dt className="text-muted-foreground">Roles</dt>
          <dd>{roleNames && roleNames.length > 0 ? roleNames.join(', ') : 'None'}</dd>
        </dl>
        {guestOnly ? (
          <p className="text-sm">
            As a Guest you see only the workflow home page your organization sets up for you, and none has
            been set up yet. To get access, ask an administrator of {orgName} to give you a home page, or the
            Member role, using your e-mail address {email}.
          </p>
        ) : (
          <p className="text-sm">
            Choose a page from the menu. If a page you need is missing, ask an administrator of {orgName} for
            the role it needs, then use Refresh Settings in your user menu.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
