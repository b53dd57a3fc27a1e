import { Router } from 'express';
import type { Db } from '@fj/db';
import {
  createJournalEntrySchema,
  journalDaysQuerySchema,
  listJournalQuerySchema,
  updateJournalEntrySchema,
} from '@fj/contracts';
import { baseVersionOf, identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createJournalEntry, deleteJournalEntry, journalDays, listJournal, updateJournalEntry } from './service';

/** /api/journal: the caller's journal, searched on the server. */
export function journalRouter(db: Db) {
  const router = Router();
  router.get('/journal', async (req, res) => {
    res.json(await listJournal(db, identityOf(req).userId, parse(listJournalQuerySchema, req.query)));
  });
  router.get('/journal/days', async (req, res) => {
    res.json(await journalDays(db, identityOf(req).userId, parse(journalDaysQuerySchema, req.query)));
  });
  router.post('/journal', async (req, res) => {
    res
      .status(201)
      .json(await createJournalEntry(db, identityOf(req).userId, parse(createJournalEntrySchema, req.body)));
  });
  router.put('/journal/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Journal entry');
    res.json(await updateJournalEntry(db, userId, id, parse(updateJournalEntrySchema, req.body), baseVersionOf(req)));
  });
  router.delete('/journal/:id', async (req, res) => {
    await deleteJournalEntry(db, identityOf(req).userId, recordId(req.params.id, 'Journal entry'));
    res.status(204).end();
  });
  return router;
}
