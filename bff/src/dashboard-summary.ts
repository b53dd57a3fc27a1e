import http from 'node:http';
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
import { serviceAgent } from './service-agent';
import { closedBeforeAnswer, freshConnections } from './resend';
import { answerUnavailable } from './service-guard';

const socialAccountsSchema = z.array(socialAccountSummarySchema);

/** A service did not answer usefully in time (down, slow, an error status, or a body that breaks the contract). */
class Unavailable extends Error {}

/** Kept-alive connections to the services for the composed reads (no connection set up per request). */
const agent = serviceAgent();

/**
 * GET `url` as JSON within `timeoutMs` over the shared agent: node:http rather than fetch(), whose per-request
 * AbortSignal and stream machinery were a visible share of this route's CPU under load (decision 2906). Asked once
 * more on a new connection when the pooled one was closed before any answer (a stopping service, decision 3305).
 */
function getJson(url: string, headers: Record<string, string>, timeoutMs: number, again = false): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: again ? freshConnections : agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        clearTimeout(timer);
        res.resume();
        return reject(new Unavailable(`${res.statusCode} for ${new URL(url).pathname}`));
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          reject(new Unavailable(`the answer to ${new URL(url).pathname} is not JSON`));
        }
      });
      res.on('error', reject);
    });
    const timer = setTimeout(() => req.destroy(new Unavailable(`no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      if (!again && closedBeforeAnswer(req, err)) return resolve(getJson(url, headers, timeoutMs, true));
      reject(err);
    });
  });
}

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
    const traceparent = currentTrace()?.traceparent;
    let body: unknown;
    try {
      body = await getJson(
        serviceUrls[service] + path,
        { [IDENTITY_HEADER]: token, accept: 'application/json', ...(traceparent ? { traceparent } : {}) },
        timeoutMs,
      );
    } catch (err) {
      throw new Unavailable(`${service}: ${(err as Error).message}`);
    }
    const parsed = schema.safeParse(body);
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
