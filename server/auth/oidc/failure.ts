/**
 * Why a sign-in with a provider did not end in a session. The callback is reached by a browser,
 * so failures are not JSON answers: they travel in the redirect's fragment as
 * `error`, `error_code`, `error_description`, which supabase-js turns into an AuthError.
 */
export class SignInFailure extends Error {
  /** An OAuth 2 error (`access_denied`, `invalid_request`, `server_error`). */
  readonly error: string;
  /** GoTrue's error code, as supabase-js reports it. */
  readonly errorCode: string;
  constructor(error: string, errorCode: string, description: string) {
    super(description);
    this.error = error;
    this.errorCode = errorCode;
  }
}

export const badState = () => new SignInFailure('invalid_request', 'bad_oauth_state', 'OAuth state is invalid or has expired. Please sign in again.');

export const badCallback = (description: string) => new SignInFailure('invalid_request', 'bad_oauth_callback', description);

/** The provider itself could not be talked to, or answered something we cannot trust. */
export const providerFailure = (description: string) => new SignInFailure('server_error', 'unexpected_failure', description);
