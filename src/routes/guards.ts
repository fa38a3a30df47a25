/**
 * Route access rules of spec section 2, as loaders: they run before a route renders, so a
 * user never sees a screen they are about to be sent away from.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSuperAdmin } from '../api/organizations';
import { isSignedIn } from '../session/session';

const LOGIN = '/auth/login';

/** Signed-in users who open any /auth route are sent to /. */
export function anonymousOnly() {
  if (isSignedIn()) throw redirect('/');
  return null;
}

/** A not-signed-in user is sent to login; the intended address is remembered for after login. */
export function signedInOnly({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) {
    const url = new URL(request.url);
    throw redirect(`${LOGIN}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

/** /create-org: only super admins; everyone else is sent to /. */
export async function superAdminOnly(args: LoaderFunctionArgs) {
  signedInOnly(args);
  if (!(await isSuperAdmin())) throw redirect('/');
  return null;
}
