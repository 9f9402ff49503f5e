import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/problem.ts';
import type { SiteStatusFlag } from './site-status.ts';
import { MAINTENANCE_REFUSAL } from '../../shared/errors/maintenance.ts';

/**
 * API paths served while the server is offline for maintenance: signing in (the sign-in settings and
 * who the signed-in person is, so a super admin reaches the site-status screen) and the site-status
 * routes, which their own access rule keeps to super admins (the state itself to anyone signed in).
 * The identity provider and the hubs live outside /api and are never refused.
 */
const SERVED_WHILE_OFFLINE = [
  /^\/api\/auth\//,
  /^\/api\/SiteStatus\//,
  /^\/api\/UserSession\/GetMyUserInfo$/,
];

/** Refuses every other API request with 503 while the flag is set. */
export function registerOfflineGuard(app: FastifyInstance, flag: SiteStatusFlag): void {
  app.addHook('onRequest', async (request) => {
    if (!flag.current.offline) return;
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/') || SERVED_WHILE_OFFLINE.some((pattern) => pattern.test(path))) return;
    throw new HttpError(503, MAINTENANCE_REFUSAL);
  });
}
