import { Router } from 'express';
import type { Db } from '@fj/db';
import {
  communityFeedQuerySchema,
  createCommunityPostSchema,
  pinPostSchema,
  toggleLikeSchema,
  updateCommunityPostSchema,
} from '@fj/contracts';
import { adminIdentityOf, identityOf, parse } from '@fj/server-kit';
import { postLimiter } from './limits';
import { noBody } from './noBody';
import { postIdOf } from './postRows';
import { toggleBookmark, toggleLike } from './reactions';
import { createPost, deletePost, getPost, listFeed, pinPost, updatePost } from './service';

/** /api/community/posts, /api/community/like: the feed, a member's posts, likes, bookmarks; pins for admins. */
export function postsRouter(db: Db) {
  const router = Router();
  const limiter = postLimiter(db);
  router.get('/community/posts', async (req, res) => {
    res.json(await listFeed(db, identityOf(req), parse(communityFeedQuerySchema, req.query)));
  });
  router.post('/community/posts', async (req, res) => {
    const identity = identityOf(req);
    res.status(201).json(await createPost(db, limiter, identity, parse(createCommunityPostSchema, req.body)));
  });
  router.get('/community/posts/:id', async (req, res) => {
    res.json(await getPost(db, identityOf(req), postIdOf(req.params.id)));
  });
  router.put('/community/posts/:id', async (req, res) => {
    const identity = identityOf(req);
    const id = postIdOf(req.params.id);
    res.json(await updatePost(db, identity, id, parse(updateCommunityPostSchema, req.body)));
  });
  router.delete('/community/posts/:id', async (req, res) => {
    await deletePost(db, identityOf(req), postIdOf(req.params.id));
    res.status(204).end();
  });
  router.post('/community/like', async (req, res) => {
    const identity = identityOf(req);
    const { postId } = parse(toggleLikeSchema, req.body);
    res.json(await toggleLike(db, identity, postIdOf(postId)));
  });
  router.post('/community/posts/:id/bookmark', async (req, res) => {
    const identity = identityOf(req);
    const id = postIdOf(req.params.id);
    noBody(req.body);
    res.json(await toggleBookmark(db, identity, id));
  });
  router.post('/community/posts/:id/pin', async (req, res) => {
    const admin = adminIdentityOf(req);
    const id = postIdOf(req.params.id);
    const { isPinned } = parse(pinPostSchema, req.body ?? {});
    res.json(await pinPost(db, admin, id, isPinned));
  });
  return router;
}
