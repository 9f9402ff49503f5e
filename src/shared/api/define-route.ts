// A route of the API as one typed value: method, the path template exactly as the server registers it,
// and what the route takes and gives back. Callers build URLs from it, so no path is typed twice.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a path template's `:name` segments, as a union. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for every `:name` segment of a path template. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string };

/**
 * What a route takes and gives back besides its path parameters. `query`, `body` and `response` carry
 * types only (written with `ofType`); `upload` and `download` are read at run time too.
 */
export interface RouteShape {
  query?: object;
  body?: unknown;
  response?: unknown;
  /** The body is multipart form data holding a file. */
  upload?: true;
  /** The answer is a file's bytes, not JSON. */
  download?: true;
}

export interface ApiRoute<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Shape extends RouteShape = RouteShape,
> {
  readonly method: Method;
  readonly path: Path;
  readonly shape: Shape;
}

type NoShape = Record<never, never>;

/** One entry of the route table; the path's parameter names become part of its type. */
export function defineRoute<
  const Method extends HttpMethod,
  const Path extends `/api/${string}`,
  const Shape extends RouteShape = NoShape,
>(method: Method, path: Path, shape?: Shape): ApiRoute<Method, Path, Shape> {
  return { method, path, shape: shape ?? ({} as Shape) };
}

/** Names a type in a route's shape; it stands for no value at run time. */
export const ofType = <T>(): T => undefined as T;
