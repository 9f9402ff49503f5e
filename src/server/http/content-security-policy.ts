import type { ServerConfig } from '../config.ts';

/** The SPA loads only its own bundles; connections may go to the identity provider and the hubs. */
export function contentSecurityPolicy(config: ServerConfig): Record<string, string[] | null> {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Organisation custom CSS and the rich-text editor need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:', issuerOrigin],
    'frame-src': ["'self'", issuerOrigin],
    'form-action': ["'self'", issuerOrigin],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Upgrading requests to https would break a plain-http deployment reached by any other name than localhost.
    'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
  };
}
