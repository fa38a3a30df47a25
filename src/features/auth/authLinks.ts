/**
 * Where the auth screens link to. /auth/register redirects to login (spec route table), so the
 * register form is the login screen's register mode: /auth/login?mode=register. The login
 * route shows RegisterView in that mode and LoginView otherwise; a shared or bookmarked
 * address opens the right form, and Back returns to the other one.
 */
export const LOGIN_ADDRESS = '/auth/login';
export const REGISTER_ADDRESS = '/auth/login?mode=register';
export const RESET_ADDRESS = '/auth/reset';

/** Whether a /auth/login address (its `search` part) asks for the register form. */
export function isRegisterMode(search: string): boolean {
  return new URLSearchParams(search).get('mode') === 'register';
}
