import type { ErrorRequestHandler } from 'express';
import { HttpError } from './http-error';
import { ThrottledError } from './rate-limit';
import { VersionConflictError } from './versions';
import { logger } from './logger';
import { isDatabaseUnavailable, RESTARTING_MESSAGE, RETRY_AFTER_SECONDS } from './unavailable';

/** What a person sees when a value got past validation but the database cannot store it. */
export const DATABASE_INPUT_MESSAGE = 'Some of the data cannot be saved: check dates, numbers and special characters.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** SQLSTATE class 22 "data exception": bad encoding (NUL), out-of-range numbers and dates, invalid date-times. */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
/** Prisma's codes for a value the column cannot take (too long, wrong type, out of range, invalid). */
const PRISMA_INPUT_CODES = new Set(['P2000', 'P2005', 'P2006', 'P2007', 'P2009', 'P2019', 'P2020', 'P2023', 'P2033']);
/** Prisma's query engine refusing an argument before it reaches PostgreSQL (a lone surrogate, a year past 9999). */
const PRISMA_ARGUMENT_FAILURE =
  /JSON Error|Could not convert argument value|Provided Date object is invalid|Invalid value for argument/;

type MaybeDbError = {
  name?: string;
  code?: unknown;
  message?: string;
  cause?: { code?: unknown; originalCode?: unknown };
  meta?: { code?: unknown; driverAdapterError?: { cause?: { code?: unknown; originalCode?: unknown } } };
};

/**
 * Is this a database refusing a value (rather than a fault of ours)? Recognises `pg` errors, Prisma's driver
 * adapter errors (thrown directly or wrapped in `meta.driverAdapterError`), Prisma's own value codes and its
 * argument conversion failures. Services need no Prisma import for it: the shapes are checked structurally.
 */
export function isDatabaseInputError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as MaybeDbError;
  const adapter = e.meta?.driverAdapterError?.cause;
  const sqlStates = [e.code, e.cause?.originalCode, e.cause?.code, adapter?.originalCode, adapter?.code, e.meta?.code];
  if (sqlStates.some((code) => typeof code === 'string' && DATA_EXCEPTION.test(code))) return true;
  if (typeof e.code === 'string' && PRISMA_INPUT_CODES.has(e.code)) return true;
  const prismaArgument = e.name === 'PrismaClientValidationError' || e.name === 'PrismaClientUnknownRequestError';
  return prismaArgument && PRISMA_ARGUMENT_FAILURE.test(e.message ?? '');
}

/** body-parser's failures, answered in fixed words (its own messages show parser internals). */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: INVALID_JSON_MESSAGE },
  'entity.too.large': { status: 413, message: 'Request body is too large' },
  'encoding.unsupported': { status: 415, message: 'The request body uses an encoding we do not accept' },
  'charset.unsupported': { status: 415, message: 'The request body uses a character set we do not accept' },
  'request.aborted': { status: 400, message: 'The request was interrupted' },
  'request.size.invalid': { status: 400, message: 'The request body is incomplete' },
  'stream.encoding.set': { status: 500, message: SERVER_ERROR_MESSAGE },
  'parameters.too.many': { status: 413, message: 'Too many form fields' },
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood',
  401: 'Not signed in',
  403: 'You are not allowed to do that.',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported request body',
};

/** The status and `{ message, issues? }` a failure is answered with. */
export function describeError(err: unknown): {
  status: number;
  body: { message: string; issues?: unknown[]; current?: unknown };
} {
  // An edit that started from an older version: the record as it is now goes with the answer (decision 2603).
  if (err instanceof VersionConflictError)
    return { status: err.status, body: { message: err.message, current: err.current } };
  if (err instanceof HttpError)
    return {
      status: err.status,
      body: err.issues ? { message: err.message, issues: err.issues } : { message: err.message },
    };
  const e = err as { type?: string; status?: unknown } | null;
  const bodyError = typeof e?.type === 'string' ? BODY_ERRORS[e.type] : undefined;
  if (bodyError) return { status: bodyError.status, body: { message: bodyError.message } };
  if (isDatabaseInputError(err)) return { status: 400, body: { message: DATABASE_INPUT_MESSAGE } };
  if (isDatabaseUnavailable(err)) return { status: 503, body: { message: RESTARTING_MESSAGE } };
  const status = typeof e?.status === 'number' && e.status >= 400 && e.status < 500 ? e.status : 500;
  return {
    status,
    body: {
      message: STATUS_MESSAGES[status] ?? (status < 500 ? 'The request could not be handled' : SERVER_ERROR_MESSAGE),
    },
  };
}

/**
 * `{ message, issues? }` for every failure, never a parser's or the database driver's own words (the request's
 * `traceId` is added to every error body by `traceRequests`). A value the database refuses is a 400 (logged as a
 * warning: validation should have caught it); the database being away is a 503 with Retry-After (a warning: it
 * heals by itself); anything else unknown is a 500.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const { status, body } = describeError(err);
  const log = req.log ?? logger;
  const unavailable = status === 503 && !(err instanceof HttpError);
  if (unavailable) log.warn({ err: { message: (err as Error)?.message } }, 'database unavailable');
  else if (status >= 500) log.error({ err }, 'unhandled error');
  else if (!(err instanceof HttpError) && isDatabaseInputError(err))
    log.warn({ err }, 'database refused a value that passed validation');
  if (res.headersSent) return;
  if (err instanceof ThrottledError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
  if (unavailable) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).json(body);
};
