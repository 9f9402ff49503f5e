/**
 * Timing constants of the sign-in flow (platform spec section 9), in milliseconds unless the name says otherwise.
 * The client passes the identity-library ones (iframe and hash timeouts, renewal offset) to its OpenID Connect client.
 */
export const AUTH_TIMING = {
  /** Two token requests start at least this far apart. */
  tokenRequestSpacingMs: 1_000,
  /** A token is renewed when it expires within this many seconds. */
  tokenRenewalOffsetSeconds: 300,
  /** A silent token acquisition is given up after this long. */
  tokenAcquisitionTimeoutMs: 30_000,
  /** Silent renewal in a hidden frame gives up after this long. */
  iframeTokenTimeoutMs: 10_000,
  /** The shorter hidden-frame timeout used by the frame-based token check. */
  iframeShortTimeoutMs: 6_000,
  /** Waiting for the identity provider's answer in the URL hash gives up after this long. */
  hashTimeoutMs: 60_000,
  /** Setup waits this long for an initialisation that is already under way. */
  initialisationWaitMs: 30_000,
  /** Redirect-loop guard: this many redirects within the window abort the flow. */
  redirectLoopMaxRedirects: 3,
  redirectLoopWindowMs: 3_000,
  /** Redirect retries: attempts after the first failure, and their exponential back-off. */
  retryMaxAttempts: 3,
  retryBaseDelayMs: 1_000,
  retryMultiplier: 2,
  retryMaxDelayMs: 10_000,
  retryMaxJitterMs: 1_000,
  /** A sign-in that finds another interaction running waits 1 s, clears the interaction state and retries once. */
  interactionRetryDelayMs: 1_000,
  /** A login waiting for another interaction checks again every 500 ms, at most 15 times. */
  interactionPollIntervalMs: 500,
  interactionPollMaxTimes: 15,
  /** A second click on Sign in within this time is ignored. */
  signInDoubleClickMs: 2_000,
  /** A route asking for login again within this time sends the user to the landing page instead. */
  loginRetryGuardMs: 5_000,
  /** The router's loop breaker: more than this many guard redirects within the window go to the landing page. */
  routerLoopMaxRuns: 10,
  routerLoopWindowMs: 10_000,
  /** A sign-in flow in progress for longer than this is stuck and recovered. */
  stuckFlowMs: 5 * 60_000,
  /** Recoveries of a stuck flow before the user is asked to clear cache and cookies. */
  recoveryMaxAttempts: 3,
  /** Error log: entries kept, and how many of one kind within the window make it recurring. */
  errorLogSize: 50,
  recurringErrorCount: 3,
  recurringErrorWindowMs: 5 * 60_000,
} as const;
