/** The product's HTTP API from outside its process, as a signed-in user (multi-process tests, benchmarks). */
import { APIKEY, TEST_PASSWORD } from './auth.ts';

// biome-ignore lint/suspicious/noExplicitAny: any route's JSON; tests read a field or two ad hoc, and pass `<T>` where a shape matters.
export type HttpApi = <T = any>(method: string, route: string, body?: unknown) => Promise<{ status: number; json: T }>;

export function httpApi(url: string, token: string): HttpApi {
  return async (method, route, body) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };
}

/** Signs up (the server must have AUTH_AUTOCONFIRM) and answers an access token. */
export async function signUpOverHttp(url: string, email: string): Promise<string> {
  const post = (route: string, body: object) =>
    fetch(`${url}${route}`, { method: 'POST', headers: { ...APIKEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signedUp = await post('/auth/v1/signup', { email, password: TEST_PASSWORD });
  if (!signedUp.ok) throw new Error(`sign-up: ${await signedUp.text()}`);
  const session = await (await post('/auth/v1/token?grant_type=password', { email, password: TEST_PASSWORD })).json();
  return session.access_token;
}

/** Reads until `done` holds; throws with the last value after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 500)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
