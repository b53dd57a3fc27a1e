import { Router } from 'express';
import type { Db } from '@fj/db';
import {
  createMeetingAgendaTemplateSchema,
  listMeetingAgendaTemplatesQuerySchema,
  updateMeetingAgendaTemplateSchema,
} from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './service';

/** /api/meeting-agenda-templates (docs/product.md#agenda-templates). */
export function meetingAgendaTemplatesRouter(db: Db) {
  const router = Router();
  router.get('/meeting-agenda-templates', async (req, res) => {
    const { userId } = identityOf(req);
    const { businessId } = parse(listMeetingAgendaTemplatesQuerySchema, req.query);
    res.json(await listTemplates(db, userId, businessId));
  });
  router.post('/meeting-agenda-templates', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createTemplate(db, userId, parse(createMeetingAgendaTemplateSchema, req.body)));
  });
  router.put('/meeting-agenda-templates/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Template');
    res.json(await updateTemplate(db, userId, id, parse(updateMeetingAgendaTemplateSchema, req.body)));
  });
  router.delete('/meeting-agenda-templates/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteTemplate(db, userId, recordId(req.params.id, 'Template'));
    res.status(204).end();
  });
  return router;
}
