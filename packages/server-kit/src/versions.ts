import type { Request } from 'express';
import { HttpError } from './http-error';

// Edits never overwrite a change they did not see (docs/decisions/2603-edit-conflicts.md): a browser sends the
// `updatedAt` of the record its edit started from as `If-Match`; when the record has changed since, the answer is
// 412 with the record as it is now, and the person chooses which version to keep.

export const VERSION_CONFLICT_MESSAGE = 'This was changed somewhere else since you started editing it.';
export const INVALID_IF_MATCH_MESSAGE = 'If-Match must be the updatedAt of the record the edit started from';

/** 412: the record changed since the edit began. `current` is the record as it is now (the service's own shape). */
export class VersionConflictError extends HttpError {
  constructor(readonly current: unknown) {
    super(412, VERSION_CONFLICT_MESSAGE);
  }
}

/**
 * The version an edit started from: `If-Match: "2026-11-26T08:12:00.000Z"` (an entity tag holding the record's
 * updatedAt; the quotes and a weak `W/` prefix are optional) → that instant; no header → undefined (the edit applies
 * whatever the record's version, as before). Anything else is a 400.
 */
export function baseVersionOf(req: Pick<Request, 'header'>): Date | undefined {
  const header = req.header('If-Match');
  if (header === undefined) return undefined;
  const tag = header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(tag) ? new Date(tag) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) throw new HttpError(400, INVALID_IF_MATCH_MESSAGE);
  return instant;
}

/** The quoted entity tag of a version: what a browser sends back as If-Match. */
export const versionTag = (updatedAt: string | Date) =>
  `"${typeof updatedAt === 'string' ? updatedAt : updatedAt.toISOString()}"`;
