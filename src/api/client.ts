/**
 * The one HTTP client of the UI: every product API call goes through here, typed from the
 * contract (openapi/schema.d.ts). Functions per operation live beside it (testSuites.ts, ...).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { currentAccessToken } from '../session/session';

export const apiClient = createClient<paths>({ baseUrl: '/api' });

// Every call carries the signed-in user's bearer token (spec section 7).
const withBearerToken: Middleware = {
  async onRequest({ request }) {
    const token = await currentAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};
apiClient.use(withBearerToken);

/** An API failure whose message is the server's `message`, else `detail`, else the status text. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function toApiError(error: unknown, response: Response): ApiError {
  const body = (error ?? {}) as { message?: unknown; detail?: unknown };
  const text =
    (typeof body.message === 'string' && body.message) ||
    (typeof body.detail === 'string' && body.detail) ||
    response.statusText ||
    `Request failed with status ${response.status}`;
  return new ApiError(response.status, text);
}

/** Unwraps an openapi-fetch result: the data, or a thrown ApiError. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(error, response);
  return data as T;
}

/** For the lists the spec reads "404 means empty" (shared parameters, browser states). */
export async function emptyOn404<T>(call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}
