// The provider's request-context storage, which the package does not type (see provider-context.ts).
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';
  const providerContext: AsyncLocalStorage<unknown>;
  export default providerContext;
}
