import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';

/**
 * The fastify module with an onRoute hook added to every instance it creates. buildApp makes its Fastify
 * instance itself, so a test sees (or changes) the app's routes only by wrapping the module:
 *
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('../support/fastify-route-hook.ts')).withRouteHook(await importOriginal(), onRoute));
 *
 * The hook is added when the instance is created, so it runs before every plugin's own onRoute hook.
 */
export function withRouteHook(original: typeof FastifyModule, onRoute: (route: RouteOptions) => void) {
  const create = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', onRoute);
    return app;
  }) as typeof original.default;
  const wrapped = Object.assign(create, original.default);
  return { ...original, default: wrapped, fastify: wrapped };
}
