import type {
  ApiRoute,
  HttpMethod,
  PathParamNames,
  PathParams,
  RouteShape,
} from '../../shared/api/define-route.ts';
import type { ApiClient, RequestOptions } from './api-client.ts';

type ParamsPart<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: never }
  : { params: PathParams<Path> };

type QueryPart<Shape> = Shape extends { query: infer Query }
  ? Record<never, never> extends Query
    ? { query?: Query }
    : { query: Query }
  : { query?: never };

type BodyPart<Shape> = Shape extends { upload: true }
  ? { body: FormData }
  : Shape extends { body: infer Body }
    ? undefined extends Body
      ? { body?: Body }
      : { body: Body }
    : { body?: never };

/** What a call of the route sends: a value for each `:name` of its path, its query and its body. */
export type RouteRequest<Path extends string, Shape> = ParamsPart<Path> & QueryPart<Shape> & BodyPart<Shape>;

/** What a call of the route resolves to: a Blob for a file, otherwise the route's response type. */
export type RouteResponse<Shape> = Shape extends { download: true }
  ? Blob
  : Shape extends { response: infer Response }
    ? Response
    : unknown;

/** How the api-client treats the call; how the answer is read follows from the route. */
export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'anonymous' | 'quiet' | 'keepalive' | 'whileOffline'
>;

// The request may be left out only when the route needs nothing in it.
type CallArgs<Path extends string, Shape> =
  Record<never, never> extends RouteRequest<Path, Shape>
    ? [request?: RouteRequest<Path, Shape>, options?: CallOptions]
    : [request: RouteRequest<Path, Shape>, options?: CallOptions];

/** Calls a route of the table (`src/shared/api/`) through the api-client. */
export type RouteCaller = <Method extends HttpMethod, Path extends string, Shape extends RouteShape>(
  route: ApiRoute<Method, Path, Shape>,
  ...args: CallArgs<Path, Shape>
) => Promise<RouteResponse<Shape>>;

interface LooseRequest {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
}

/**
 * A RouteCaller on the given api-client. The path comes from the route; the query goes to the api-client,
 * which appends it (leaving out undefined and null) after the path it names failures by.
 */
export function createRouteCaller(client: ApiClient): RouteCaller {
  const call = async (
    route: ApiRoute,
    { params = {}, query, body }: LooseRequest = {},
    options: CallOptions = {},
  ) =>
    client.request(route.method, routePath(route, params), {
      ...options,
      query: query as RequestOptions['query'],
      body,
      responseType: route.shape.download ? 'blob' : 'auto',
    });
  return call as RouteCaller;
}

/** The route's path with each `:name` segment replaced by its value, URI-encoded. */
export function routePath(route: ApiRoute, params: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    // The types demand every parameter; this stops a value that is undefined at run time (`guid!`).
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the parameter ${name}.`);
    return encodeURIComponent(value);
  });
}
