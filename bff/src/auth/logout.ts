import type { Request, RequestHandler, Response } from 'express';
import { renderSignOutPage } from './login-page';

type ClearCookie = (res: Response) => void;

function signOut(req: Request, res: Response, status: 302 | 303, clearCookie: ClearCookie) {
  req.logout(() => {
    req.session.destroy(() => {
      clearCookie(res);
      res.redirect(status, '/');
    });
  });
}

/**
 * GET /api/logout stays a browser navigation but signs out only when the browser says the request comes
 * from our own pages or was typed in (`Sec-Fetch-Site: same-origin` or `none`). From another site — or from a
 * browser that does not say — it shows a confirmation whose button POSTs here, so a link or image elsewhere cannot
 * sign anyone out.
 */
export const logoutNavigation =
  (clearCookie: ClearCookie): RequestHandler =>
  (req, res) => {
    const site = req.get('sec-fetch-site');
    if (site === 'same-origin' || site === 'none') return signOut(req, res, 302, clearCookie);
    if (!req.user) return void res.redirect(302, '/');
    res.type('html').send(renderSignOutPage());
  };

/** POST /api/logout: the confirmation's button (the same-origin check in front of it refuses other sites). */
export const logoutPost =
  (clearCookie: ClearCookie): RequestHandler =>
  (req, res) =>
    signOut(req, res, 303, clearCookie);
