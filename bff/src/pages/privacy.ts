import type { RequestHandler } from 'express';
import { serverPage } from '../auth/login-page';

/**
 * GET /privacy: what Founder Journal stores and why, and that its only cookie is the strictly necessary session
 * cookie. Served by the BFF (not the app shell) so it is the same plain page whether or not anyone is signed in,
 * and readable without JavaScript. docs/decisions/1405-privacy-page.md.
 */
const PRIVACY = `    <article class="fj-card fj-legal" aria-labelledby="privacy-title">
      <h1 class="fj-auth__title" id="privacy-title">Privacy</h1>
      <p class="fj-auth__lead">What Founder Journal keeps about you, why, and how to take it with you or remove it.</p>

      <h2>What we store</h2>
      <ul>
        <li><strong>Your account:</strong> email address, first and last name, a profile picture link if you add one, whether
          you are a Premium member or an admin, and when the account was created. Your password is kept only as an
          argon2id hash; nobody can read it back.</li>
        <li><strong>What you enter:</strong> your settings (theme, time zone, Apple Health and notification switches),
          businesses with their revenue figures, clients, meetings, action items and growth ideas, and everything else you
          create in the app.</li>
        <li><strong>Your Premium purchase:</strong> the Stripe payment reference, amount, status and dates. Card details go
          straight from the payment form to Stripe and never reach our servers.</li>
        <li><strong>Your sessions:</strong> which account a signed-in browser belongs to and when that session ends
          (after 7 days without use, 30 days after sign-in at the latest).</li>
      </ul>
      <p>We use this only to run the app for you. We do not sell it, show ads or use analytics or tracking services.</p>

      <h2>Cookies</h2>
      <p>The only cookie is the <strong>strictly necessary session cookie</strong> (<code>__COOKIE__</code>), which keeps you
        signed in. It cannot be read by scripts, is not sent to other sites, and is deleted when you log out. There are
        no analytics, advertising or tracking cookies, so there is nothing to consent to.</p>
      <p>Your browser also remembers two preferences on this device only, in local storage: your theme (so the app opens
        in it without a flash) and the business you last selected. They are never sent anywhere.</p>

      <h2>Payments</h2>
      <p>The checkout form is provided by Stripe and loaded from <code>js.stripe.com</code> only on the checkout screen.
        What you type into it is covered by Stripe's own privacy policy. Stripe keeps its record of the payment as the
        law requires, even after you delete your account here.</p>

      <h2>Your data, your choice</h2>
      <ul>
        <li><strong>Download my data</strong> (Settings) gives you everything above in one JSON file.</li>
        <li><strong>Delete account</strong> (Settings) removes your account and everything you created, in every part of
          the app, and signs you out on every device. It cannot be undone.</li>
      </ul>
      <a class="fj-btn fj-btn--outline fj-btn--lg fj-btn--block" href="/">Back to Founder Journal</a>
    </article>`;

/** The page, naming this server's session cookie (`__Host-fj.sid` in production). */
export function privacyPage(sessionCookieName: string): RequestHandler {
  const html = serverPage('Privacy', PRIVACY.replace('__COOKIE__', sessionCookieName), { foot: 'Your data stays yours', wide: true });
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  };
}
