import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { setAnswersForServerDraw } from '../api/firstAnswers';
import type { AuthUser } from '@fj/contracts';
import { authUserQuery } from '../auth/useAuth';
import { forgetDateFormats } from '../text/intl';

/**
 * A signed-in screen drawn on the server (docs/decisions/3114-a-first-view-drawn-by-the-server.md): the BFF draws the
 * chrome and the route's screen from the answers the page carries, so the phone shows them before their code has
 * arrived. The same components as in the browser, inside the same providers (the app's query client, a router at the
 * page's address); a read whose answer the page lacks shows as the browser's first render would (its skeleton), and
 * what loads lazily shows its fallback. The browser replaces the drawing with its own render; nothing is hydrated.
 */

/**
 * What a draw is given: the page's address (path and query), the route's pattern ('/notes/:id', for the screen's
 * parameters), GET /api/auth/user's answer, the page's answers by URL.
 */
export interface FirstViewInput {
  url: string;
  route: string;
  user: unknown;
  answers: Record<string, unknown>;
}

/** Draws the exposed module's screen ('./HomePage'); undefined when this remote has none by that name or it fails. */
export type DrawFirstView = (expose: string, input: FirstViewInput) => string | undefined;

/** `routed` (the route's element inside its <Routes>) as HTML; undefined when a component cannot be drawn here. */
export function drawOnServer(routed: ReactNode, { url, user, answers }: FirstViewInput): string | undefined {
  setAnswersForServerDraw(answers);
  // The process's time zone is this user's for the draw (bff/src/drawn-view.ts): dates formatted in it.
  forgetDateFormats();
  try {
    const client = createQueryClient();
    client.setQueryData(authUserQuery.queryKey, user as AuthUser);
    return renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>{routed}</Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  } catch {
    // A component that needs the browser to draw: the screen is drawn by the browser alone, as without this.
    return undefined;
  } finally {
    setAnswersForServerDraw(undefined);
  }
}

/** A remote's drawer of its exposed screens, by exposed name. */
export function firstViews(pages: Record<string, ComponentType>): DrawFirstView {
  return (expose, input) => {
    const Page = Object.hasOwn(pages, expose) ? pages[expose] : undefined;
    return Page ? drawOnServer(<Route path={input.route} element={<Page />} />, input) : undefined;
  };
}
