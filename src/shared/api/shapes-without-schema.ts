// API shapes that have no JSON Schema in schemas/ yet; the route table names them like the generated ones.

/** GET /api/auth/config: where the identity provider is and how this client is registered there. */
export interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
  extraQueryParams?: Record<string, string>;
  redirectUri: string;
  postLogoutRedirectUri: string;
  passwordResetUrl: string;
}

/** One e-mail of the mail outbox (GET /api/MailOutbox/GetMessages). */
export interface OutboxMessage {
  guid: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}
