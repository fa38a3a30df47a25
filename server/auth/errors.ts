/**
 * Errors in GoTrue's shape, `{code, error_code, msg}`: supabase-js turns `error_code` into
 * AuthApiError.code (and `weak_password` into AuthWeakPasswordError), so the codes are GoTrue's.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly extra: Record<string, unknown>;
  constructor(status: number, errorCode: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }

  toBody() {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const emailNotConfirmed = () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
export const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const overRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Too many requests. Please wait a moment and try again.');
export const noAuthorization = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (reason: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
// supabase-js turns this code into AuthSessionMissingError and drops its stored session.
export const sessionNotFound = () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const refreshTokenNotFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
