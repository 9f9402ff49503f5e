import path from 'node:path';

/** Everything the server can be told, read once from environment variables with safe defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The address people use to reach the app; the issuer of the embedded identity provider hangs off it. */
  publicUrl: string;
  /** PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** External OpenID Connect provider; when absent the embedded provider at /oidc is used. */
  oidc: {
    issuer: string;
    clientId: string;
    audience: string;
    external: boolean;
    /** Scopes the client asks an external provider for (OIDC_SCOPE). */
    scope: string;
    /** Whether an external provider's e-mail counts as verified when its tokens omit email_verified (OIDC_TRUST_EMAIL). */
    trustEmail: boolean;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  chromiumPath: string;
  bootstrapAdminEmail: string | undefined;
  /** Demo data on an empty embedded database (default on), never on a PostgreSQL server. */
  seedDemo: boolean;
  logLevel: string;
  /** Set behind a TLS-terminating proxy so cookies and redirects use the forwarded protocol. */
  trustProxy: boolean;
  /** Folder of the built client; the server serves it when it exists. */
  clientDir: string;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const external = Boolean(env.OIDC_ISSUER);
  if (external && (!env.OIDC_CLIENT_ID || !env.OIDC_AUDIENCE)) {
    throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_AUDIENCE as well');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    oidc: {
      issuer: (env.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/+$/, ''),
      clientId: env.OIDC_CLIENT_ID ?? 'business-tools-spa',
      audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      external,
      scope: env.OIDC_SCOPE?.trim() || 'openid profile email',
      trustEmail: bool(env.OIDC_TRUST_EMAIL, false),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Business Tools <no-reply@localhost>',
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    bootstrapAdminEmail: env.BOOTSTRAP_ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    // A PostgreSQL server is someone's real database: the demo goes there only when asked for by name.
    seedDemo: bool(env.SEED_DEMO, !env.DATABASE_URL),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
  };
}
