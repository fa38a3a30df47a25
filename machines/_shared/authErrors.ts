/**
 * What the auth machines read from a failed auth call, and the toast parameters they hand to
 * the app. Errors arrive as supabase-js raises them: an `AuthApiError` carries the server's
 * `code` (`email_not_confirmed`, `invalid_credentials`, `user_already_exists`, ...), and an
 * `AuthWeakPasswordError` (code `weak_password`) its `reasons`.
 */

export type ToastType = 'error' | 'success' | 'info';

/** Parameters of every `notify...` action: the app shows them as a toast unchanged. */
export interface ToastParams {
  title: string;
  text: string;
  type: ToastType;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** The reasons of a weak-password rejection; empty for any other error. */
export function weakPasswordReasons(error: unknown): string[] {
  if (errorCode(error) !== 'weak_password' || !error || typeof error !== 'object' || !('reasons' in error)) return [];
  return Array.isArray(error.reasons) ? error.reasons.map(String) : [];
}
