import type { Request } from 'express';
import type { Db } from '@fj/db';
import type { TeamRole } from '@fj/contracts';
import { TEAM_CHAT_PREMIUM } from '@fj/contracts/messages';
import { forbidden, identityOf } from '@fj/server-kit';
import { requireMember, teamIdFrom } from '../teams/membership';

/** 403 for everyone without Premium (from the BFF's identity assertion, never a client flag). */
export function premiumUserOf(req: Request): string {
  const identity = identityOf(req);
  if (!identity.isPremium) throw forbidden(TEAM_CHAT_PREMIUM);
  return identity.userId;
}

/** Every team chat route: Premium first (403), then membership (404, the team's existence never revealed). */
export async function chatMemberOf(db: Db, req: Request): Promise<{ userId: string; teamId: string; role: TeamRole }> {
  const userId = premiumUserOf(req);
  const teamId = teamIdFrom(req.params.id);
  return { userId, teamId, role: await requireMember(db, teamId, userId) };
}
