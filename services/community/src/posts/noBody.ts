import { z } from 'zod';
import { parse } from '@fj/server-kit';

const emptyBody = z.object({}).strict();

/** Calls that carry no body accept none (or `{}`): a client sending fields it thinks matter hears that they do not. */
export const noBody = (body: unknown) => parse(emptyBody, body ?? {});
