/** An error whose message is safe to show the caller. Anything else becomes a plain 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail?: string;
  constructor(statusCode: number, message: string, detail?: string) {
    super(message);
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const forbidden = (message = 'You do not have access to this resource.') => new HttpError(403, message);
