import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { productName } from '../features/shell/top-bar.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's name, as the browser tab and history show it. */
    title?: string;
  }
}

/** The browser tab names the screen first, then the organisation (or the product): 'Members · Demo Health'. */
export function pageTitle(screen: string | undefined, orgName: string | undefined): string {
  const site = orgName?.trim() || productName;
  return screen ? `${screen} · ${site}` : site;
}

/** Keeps document.title on the deepest matched route's title. */
export function usePageTitle(orgName: string | undefined): void {
  const screen = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  useEffect(() => {
    document.title = pageTitle(screen, orgName);
  }, [screen, orgName]);
}
