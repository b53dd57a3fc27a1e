import { Router } from 'express';
import type { Db } from '@fj/db';
import { createNoteSchema, listNotesQuerySchema, updateNoteSchema } from '@fj/contracts';
import { baseVersionOf, identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createNote, deleteNote, listNotes, listNoteTags, updateNote } from './service';

/** /api/notes (docs/product.md#notes): the caller's notes, searched on the server. */
export function notesRouter(db: Db) {
  const router = Router();
  router.get('/notes', async (req, res) => {
    const { userId } = identityOf(req);
    res.json(await listNotes(db, userId, parse(listNotesQuerySchema, req.query)));
  });
  router.get('/notes/tags', async (req, res) => {
    res.json(await listNoteTags(db, identityOf(req).userId));
  });
  router.post('/notes', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createNote(db, userId, parse(createNoteSchema, req.body)));
  });
  router.put('/notes/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Note');
    res.json(await updateNote(db, userId, id, parse(updateNoteSchema, req.body), baseVersionOf(req)));
  });
  router.delete('/notes/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteNote(db, userId, recordId(req.params.id, 'Note'));
    res.status(204).end();
  });
  return router;
}
