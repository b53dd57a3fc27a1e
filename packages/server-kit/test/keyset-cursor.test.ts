import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../src/keyset-cursor';
import { HttpError } from '../src/http-error';

const key = z.tuple([z.boolean(), z.number().int(), z.uuid()]);
const id = '3f0b8f8e-4c2f-4b55-9d8a-1f2e3d4c5b6a';

describe('keyset cursors', () => {
  it('round-trips a sort key through an opaque, URL-safe string', () => {
    const cursor = encodeCursor([true, 1735689600123, id]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, key, 'bad')).toEqual([true, 1735689600123, id]);
  });

  it.each([
    ['garbage', '%%%'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['the wrong shape', encodeCursor([1, 2])],
    ['a wrong type inside', encodeCursor(['true', 1, id])],
  ])('answers %s with a 400 carrying the given message', (_label, cursor) => {
    let error: unknown;
    try {
      decodeCursor(cursor, key, 'Please reload.');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Please reload.' });
  });
});
