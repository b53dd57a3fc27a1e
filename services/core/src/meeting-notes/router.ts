import { Router } from 'express';
import type { Db } from '@fj/db';
import { createMeetingNoteSchema, listMeetingNotesQuerySchema, updateMeetingNoteSchema } from '@fj/contracts';
import { baseVersionOf, identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createMeetingNote, deleteMeetingNote, listMeetingNotes, updateMeetingNote } from './service';

/** /api/meeting-notes: business meetings (?businessId=) and, without it, all the caller's meetings. */
export function meetingNotesRouter(db: Db) {
  const router = Router();
  router.get('/meeting-notes', async (req, res) => {
    const { userId } = identityOf(req);
    const { businessId } = parse(listMeetingNotesQuerySchema, req.query);
    res.json(await listMeetingNotes(db, userId, businessId));
  });
  router.post('/meeting-notes', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createMeetingNote(db, userId, parse(createMeetingNoteSchema, req.body)));
  });
  router.put('/meeting-notes/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Meeting note');
    res.json(await updateMeetingNote(db, userId, id, parse(updateMeetingNoteSchema, req.body), baseVersionOf(req)));
  });
  router.delete('/meeting-notes/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteMeetingNote(db, userId, recordId(req.params.id, 'Meeting note'));
    res.status(204).end();
  });
  return router;
}
