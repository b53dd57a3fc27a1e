import { Router } from 'express';
import type { Db } from '@fj/db';
import { commentsQuerySchema, createCommentSchema, updateCommentSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { commentLimiter } from '../posts/limits';
import { postIdOf } from '../posts/postRows';
import { commentIdOf, createComment, deleteComment, listComments, updateComment } from './service';

/** A post's thread: /api/community/posts/{id}/comments, and /api/community/comments/{id} to edit or delete one. */
export function commentsRouter(db: Db) {
  const router = Router();
  const limiter = commentLimiter(db);
  router.get('/community/posts/:id/comments', async (req, res) => {
    const identity = identityOf(req);
    const postId = postIdOf(req.params.id);
    res.json(await listComments(db, identity, postId, parse(commentsQuerySchema, req.query).cursor));
  });
  router.post('/community/posts/:id/comments', async (req, res) => {
    const identity = identityOf(req);
    const postId = postIdOf(req.params.id);
    const { content } = parse(createCommentSchema, req.body);
    res.status(201).json(await createComment(db, limiter, identity, postId, content));
  });
  router.put('/community/comments/:id', async (req, res) => {
    const identity = identityOf(req);
    const id = commentIdOf(req.params.id);
    res.json(await updateComment(db, identity, id, parse(updateCommentSchema, req.body).content));
  });
  router.delete('/community/comments/:id', async (req, res) => {
    await deleteComment(db, identityOf(req), commentIdOf(req.params.id));
    res.status(204).end();
  });
  return router;
}
