/**
 * The signed-in session as the UI sees it.
 *
 * DEVELOPMENT IDENTITY — until the identity issue (#3) lands the server treats every call as
 * one development user, so the UI counts as signed in and sends no token. Issue #3 replaces
 * this module with supabase-js (sign-in, refresh, sign-out).
 */
export const DEVELOPMENT_USER_EMAIL = 'developer@localhost';

export function isSignedIn(): boolean {
  return true;
}

export function signedInEmail(): string {
  return DEVELOPMENT_USER_EMAIL;
}

export async function currentAccessToken(): Promise<string | null> {
  return null;
}
