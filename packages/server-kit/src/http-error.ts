/** An error with an HTTP status and a message a person can read; rendered as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: unknown[]) => new HttpError(400, message, issues);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
/** Also used for another user's record: never reveal that it exists. */
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
