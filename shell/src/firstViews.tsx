import { drawOnServer, type FirstViewInput } from '@fj/ui/server';
import { Route } from 'react-router';
import { AppLayout } from './chrome/AppLayout';
import { DRAWN_PAGE_ATTRIBUTE } from './app/drawnView';

/**
 * The signed-in chrome around a screen the route's remote drew (`page`), as the BFF puts it into the page
 * (@fj/ui/server; the shell's server build). The browser's first render of the chrome replaces it (./app/drawnView.ts).
 */
export function drawChrome(input: FirstViewInput & { page: string }): string | undefined {
  const drawn = { [DRAWN_PAGE_ATTRIBUTE]: '', dangerouslySetInnerHTML: { __html: input.page } };
  return drawOnServer(
    <Route element={<AppLayout />}>
      <Route path={input.route} element={<div className="fj-drawn-page" {...drawn} />} />
    </Route>,
    input,
  );
}
