import { Router } from 'express';
import type { Db } from '@fj/db';
import { createMeetingNoteSchema, listMeetingNotesQuerySchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { createMeetingNote, listMeetingNotes } from './service';

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
  return router;
}
