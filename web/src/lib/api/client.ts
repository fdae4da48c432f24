import { apiErrorBodySchema } from '#shared/api/error-body.ts';
import {
  contract,
  type Contract,
  type RouteBody,
  type RouteId,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '#shared/api/contract.ts';
import { buildPath } from '#shared/api/paths.ts';
import { ApiError } from './api-error';

type Input<R extends Contract[RouteId]> = (RouteParams<R> extends undefined ? { params?: undefined } : { params: RouteParams<R> }) &
  (RouteQuery<R> extends undefined ? { query?: undefined } : { query?: RouteQuery<R> }) &
  (RouteBody<R> extends undefined ? { body?: undefined } : { body: RouteBody<R> }) & {
    /** Let the request outlive the page (a player saving its position on pagehide). */
    keepalive?: boolean;
  };

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one way the web app talks to the API: typed by the contract, token attached, responses parsed. */
export function createApiClient(apiUrl: string, getAccessToken: () => Promise<string | undefined>) {
  return async function call<K extends RouteId>(
    id: K,
    ...[input]: object extends Input<Contract[K]> ? [Input<Contract[K]>?] : [Input<Contract[K]>]
  ): Promise<RouteResponse<Contract[K]>> {
    const route = contract[id];
    const { params, query, body, keepalive } = (input ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      keepalive?: boolean;
    };
    const search = query ? `?${new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined))}` : '';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (route.access !== 'public') {
      const token = await getAccessToken();
      if (!token) throw new ApiError(401, 'unauthenticated', 'Sign in to continue.');
      headers.authorization = `Bearer ${token}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${buildPath(route.path, params)}${search}`, {
        method: route.method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(keepalive ? { keepalive } : {}),
      });
    } catch {
      throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
    }
    if (response.status === 204) return undefined as RouteResponse<Contract[K]>;
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = apiErrorBodySchema.safeParse(payload);
      if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields);
      // API Gateway's own answers (401 from the authorizer, 404 for an unknown route) are { message }.
      const message = (payload as { message?: string } | undefined)?.message ?? response.statusText;
      throw new ApiError(response.status, response.status === 401 ? 'unauthenticated' : 'http_error', message);
    }
    return route.response.parse(payload) as RouteResponse<Contract[K]>;
  };
}
