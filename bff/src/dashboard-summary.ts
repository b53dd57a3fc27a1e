import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  analyticsOverviewSchema,
  socialAccountSummarySchema,
  type AuthUser,
  type DashboardSummary,
} from '@fj/contracts';
import { currentTrace, IDENTITY_HEADER, logger, signIdentity } from '@fj/server-kit';
import type { ServiceName } from './config';
import type { UserCache } from './cache/user-cache';
import { answerUnavailable } from './service-guard';

const socialAccountsSchema = z.array(socialAccountSummarySchema);

/** A service did not answer usefully in time (down, slow, an error status, or a body that breaks the contract). */
class Unavailable extends Error {}

/**
 * GET /api/dashboard/summary (docs/product.md#analytics): the BFF composes core's overview (businesses with latest
 * figures, recent revenue and growth, this week's targets) and social's accounts, asked **in parallel**, each with
 * its own time limit. Social failing or late makes the answer `partial` (no accounts, `unavailable: ['social']`),
 * so the screens still show everything core knows and say what is missing. Without core there is nothing to show:
 * 503 like the proxy's (docs/decisions/2902). docs/decisions/1002-analytics-and-dashboard-summary.md.
 */
export function dashboardSummary(
  serviceUrls: Record<ServiceName, string>,
  secret: Uint8Array,
  users: UserCache,
  timeoutMs: number,
): RequestHandler {
  const ask = async <T>(user: AuthUser, service: ServiceName, path: string, schema: z.ZodType<T>): Promise<T> => {
    const token = await users.assertion(user, service, () =>
      signIdentity(
        { userId: user.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin },
        service,
        secret,
      ),
    );
    let res: Response;
    try {
      const traceparent = currentTrace()?.traceparent;
      res = await fetch(serviceUrls[service] + path, {
        headers: { [IDENTITY_HEADER]: token, accept: 'application/json', ...(traceparent ? { traceparent } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new Unavailable(
        `${service}: ${(err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (err as Error).message}`,
      );
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Unavailable(`${service}: ${res.status} for ${path}`);
    }
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new Unavailable(`${service}: the answer to ${path} breaks its contract`);
    return parsed.data;
  };

  return async (req, res, next) => {
    const user = req.user as AuthUser | undefined;
    if (!user) return void res.status(401).json({ message: 'Unauthorized' });
    try {
      const [core, social] = await Promise.allSettled([
        ask(user, 'core', '/api/analytics/overview', analyticsOverviewSchema),
        ask(user, 'social', '/api/social-accounts', socialAccountsSchema),
      ]);
      if (core.status === 'rejected') {
        logger.warn({ err: core.reason }, 'dashboard summary: core unavailable');
        return void answerUnavailable(res);
      }
      if (social.status === 'rejected') logger.warn({ err: social.reason }, 'dashboard summary: social unavailable');
      const summary: DashboardSummary = {
        ...core.value,
        socialAccounts: social.status === 'fulfilled' ? social.value : [],
        partial: social.status === 'rejected',
        unavailable: social.status === 'rejected' ? ['social'] : [],
      };
      res.json(summary);
    } catch (err) {
      next(err);
    }
  };
}
