/**
 * Route access rules of spec section 2, as loaders: they run before a route renders, so a
 * user never sees a screen they are about to be sent away from.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSignedIn } from '../session/session';
import { loadProviders } from '../session/providers';

const LOGIN = '/auth/login';

/** Signed-in users who open any /auth route are sent to /. */
export async function anonymousOnly() {
  if (await isSignedIn()) throw redirect('/');
  return null;
}

/** The login screen also needs to know which sign-in providers are configured. */
export async function loginLoader() {
  await anonymousOnly();
  return loadProviders();
}

/** A not-signed-in user is sent to login; the intended address is remembered for after login. */
export async function signedInOnly({ request }: LoaderFunctionArgs) {
  if (!(await isSignedIn())) {
    const url = new URL(request.url);
    const intended = url.pathname + url.search;
    throw redirect(intended === '/' ? LOGIN : `${LOGIN}?redirectTo=${encodeURIComponent(intended)}`);
  }
  return null;
}

/** /create-org: only super admins; everyone else is sent to /. */
export async function superAdminOnly(args: LoaderFunctionArgs) {
  await signedInOnly(args);
  // Loaded here, not with the guards: the API client is no part of the login screen.
  const { isSuperAdmin } = await import('../api/organizations');
  if (!(await isSuperAdmin())) throw redirect('/');
  return null;
}
