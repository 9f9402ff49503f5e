import type { ServerResponse } from 'node:http';
import providerContext from 'oidc-provider/lib/helpers/als.js';

// oidc-provider keeps each request's context in an AsyncLocalStorage (its lib/helpers/als.js). On Node 20 a
// storage that has run once turns on the process's promise hooks until it is disabled, and from then on every
// promise of every request pays for them: 12–16 % of a save's CPU (bench/README.md, "Promise hooks"). So the
// storage is disabled whenever none of the provider's requests is in flight; the provider's next request runs
// it, which turns it on again. Only the provider's own requests read it, and only while in flight.

let inFlight = 0;

/** Counts a request handed to the provider until its response closes (sent or abandoned). */
export function trackProviderRequest(response: ServerResponse): void {
  inFlight += 1;
  response.once('close', () => {
    inFlight -= 1;
    if (inFlight === 0) providerContext.disable();
  });
}
