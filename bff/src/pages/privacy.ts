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
        <li><strong>Wellness, cycle and journal:</strong> the daily figures you record or import (steps, sleep, calories,
          mood), your journal entries, and — only if you use cycle tracking — the period days, flow, symptoms and notes you
          log. An Apple Health export is read inside your browser; only one line of totals per day is sent to us, never
          the file. Cycle entries are private: they are never written to our logs (their addresses are redacted), never
          shown to anyone else, and predictions are worked out from your own history only.</li>
        <li><strong>Social accounts and feeds:</strong> the accounts you link (name, handle, feed or channel address), the
          follower and episode counts measured over time, your RSS reader subscriptions and their articles. When you sign
          in to a platform, its access tokens are stored encrypted (AES-256-GCM) and never sent back to any browser. We
          never ask for another site's password.</li>
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
      <p>If you use team chat (Premium), this browser also keeps its chat encryption keys in its own database (IndexedDB)
        and, per team, the last message you have read (so it can mark new ones). The keys cannot be copied out of the
        browser, not even by the app.</p>

      <h2>Team chat is end-to-end encrypted</h2>
      <p>Team messages are encrypted in your browser before they are sent, and only the members of the team can read
        them. Our servers store and pass on ciphertext only: we cannot read your messages, and neither can anyone who
        gets hold of our database.</p>
      <ul>
        <li><strong>How:</strong> each browser makes its own key pair (ECDH and ECDSA on the P-256 curve, with the
          browser's built-in Web Crypto). Each team has a shared AES-256-GCM key, made in a member's browser and sent to
          the server only wrapped (encrypted) separately for each member. Every message is signed by its sender's
          browser, so no member can pass a message off as someone else's.</li>
        <li><strong>Leaving a team:</strong> when someone leaves or is removed, the next message uses a new team key they
          never receive.</li>
        <li><strong>New devices:</strong> a new browser needs a teammate to share the key again, or you can restore it
          from a backup protected by a passphrase only you know (PBKDF2 with 600,000 rounds). We cannot recover a
          forgotten passphrase.</li>
        <li><strong>Safety codes:</strong> Encryption in a chat shows a short code for each member. Compare it with what
          their own screen shows to be sure nobody is in between.</li>
        <li><strong>What the server does see:</strong> who is in a team, who sent a message to which team and when, and
          its size. Notifications say only “New message in <em>team</em>”, never the text. <strong>Download my
          data</strong> lists the messages you sent by these details only, since there is no text we could give back.
          When you delete your account, your messages stay in the team's history for the others, without your name.</li>
      </ul>

      <h2>Payments</h2>
      <p>The checkout form is provided by Stripe and loaded from <code>js.stripe.com</code> only on the checkout screen.
        What you type into it is covered by Stripe's own privacy policy. Stripe keeps its record of the payment as the
        law requires, even after you delete your account here.</p>

      <h2>Your data, your choice</h2>
      <ul>
        <li><strong>Download my data</strong> (Settings) gives you everything above in one ZIP archive: the complete data as JSON, spreadsheets (CSV) and your notes, journal and meetings as Markdown.</li>
        <li><strong>Delete account</strong> (Settings) removes your account and everything you created, in every part of
          the app, and signs you out on every device. It cannot be undone.</li>
      </ul>
      <a class="fj-btn fj-btn--outline fj-btn--lg fj-btn--block" href="/">Back to Founder Journal</a>
    </article>`;

/** The page, naming this server's session cookie (`__Host-fj.sid` in production). */
export function privacyPage(sessionCookieName: string): RequestHandler {
  const html = serverPage('Privacy', PRIVACY.replace('__COOKIE__', sessionCookieName), {
    foot: 'Your data stays yours',
    wide: true,
  });
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  };
}
