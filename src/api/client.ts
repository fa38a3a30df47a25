/**
 * The one HTTP client of the UI: every product API call goes through here, typed from the
 * contract (openapi/schema.d.ts). Functions per operation live beside it (testSuites.ts, ...).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { currentAccessToken, endRevokedSession } from '../session/session';

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

// A signed-in call the server answers 401 was made with a session that has ended elsewhere
// (signed out everywhere, or revoked because its refresh token was reused). The session ends
// here too and the user goes to /auth/login; the call itself is left unanswered, because its
// failure would only cover the login screen with 'Unable to fetch …' toasts while the screens
// that made it are being stopped.
const endOnRevokedSession: Middleware = {
  onResponse({ request, response }) {
    if (response.status !== 401 || !request.headers.has('Authorization')) return response;
    endRevokedSession();
    return new Promise<Response>(() => {});
  },
};
apiClient.use(endOnRevokedSession);

/**
 * An API failure whose message is the server's `message`, else `detail`, else the status text.
 * `serverMessage` is only what the server said ('' for a bare status): toasts that fall back to
 * a generic text (modules: 'An unexpected error occurred') must not show a status text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  constructor(status: number, message: string, serverMessage = message) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export function toApiError(error: unknown, response: Response): ApiError {
  const body = (error ?? {}) as { message?: unknown; detail?: unknown };
  const said = (typeof body.message === 'string' && body.message) || (typeof body.detail === 'string' && body.detail) || '';
  const text = said || response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, text, said);
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
