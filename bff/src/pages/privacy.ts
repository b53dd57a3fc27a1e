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
        <li><strong>Your sessions:</strong> which account a signed-in browser belongs to, a device label made from
          the browser's own description at sign-in (such as “Chrome on Android”; the description itself is not kept),
          when it signed in, when it was last used (to the hour) and when the session ends (after 7 days without use, 30
          days after sign-in at the latest). Settings lists them so you can end any; no network address is kept.</li>
        <li><strong>Sign-in security:</strong> for a password reset, a record of the emailed link (only a one-way hash of
          it, deleted when used, when your password changes, or 30 minutes later); for each passkey you add, its public
          key, a name, and when it was added and last used (the private key never leaves your device); for two-step
          sign-in, its secret stored encrypted (AES-256-GCM) and your recovery codes as one-way hashes only. To slow
          down password guessing we count failed sign-ins per network address and per account (kept as a hash of the
          email) for up to a day.</li>
        <li><strong>Emails we send you:</strong> password reset links and notices about your account's security (a
          changed password, someone trying to sign up with your address), through the server's mail provider.</li>
      </ul>
      <p>We use this only to run the app for you. We do not sell it, show ads or use analytics or tracking services.</p>

      <h2>Cookies</h2>
      <p>The only cookie is the <strong>strictly necessary session cookie</strong> (<code>__COOKIE__</code>), which keeps you
        signed in. It cannot be read by scripts, is not sent to other sites, and is deleted when you log out. There are
        no analytics, advertising or tracking cookies, so there is nothing to consent to.</p>
      <p>Your browser also remembers two preferences on this device only, in local storage: your theme (so the app opens
        in it without a flash) and the business you last selected. They are never sent anywhere.</p>
      <p>To work offline, the app keeps on this device, in a database of your own in the browser (IndexedDB): what the
        screens you opened last showed, and the changes you made offline until they reach us. Nothing of it is in the
        browser's caches. Logging out, deleting your account, or another account signing in on this browser deletes it
        all, with any unsent form drafts. If your session simply expires, the changes not yet sent stay until you sign
        in again, then they are sent.</p>
      <p>If you use team chat (Premium), this browser also keeps in its own database (IndexedDB): its chat device keys,
        the device keys of your teammates it has checked, each team's verified member list and newest key version, and,
        per team, the last message you have read (so it can mark new ones). The device's private keys cannot be copied
        out of the browser, not even by the app; the team keys it holds can be read by the app's own code, because it
        must re-encrypt them for your teammates' devices.</p>

      <h2>Team chat is end-to-end encrypted</h2>
      <p>Team messages are encrypted in your browser before they are sent, and only the devices of the people in the
        team's chat can read them. Our servers store and pass on ciphertext only: we cannot read your messages, and
        neither can anyone who gets hold of our database.</p>
      <ul>
        <li><strong>How:</strong> each of your browsers is a device with its own key pairs (ECDH and ECDSA on the P-256
          curve, with the browser's built-in Web Crypto). Each team has a shared AES-256-GCM key, made in a member's
          browser and sent to the server only wrapped (encrypted) separately for each device, and signed by the device
          that wrapped it. Every message is signed inside its encryption by the device that sent it, with its time, a
          counter and the previous message's fingerprint.</li>
        <li><strong>What your browser checks, so the server cannot cheat:</strong> it remembers every teammate's device
          keys the first time it sees them, and warns you (“Bruno's safety code changed”) when a device's keys change
          or a device appears that none of that person's own devices linked; it shares keys with such a device only
          after you compare its safety code and approve it. It accepts a team key only when a device it trusts signed
          it, and only member lists signed by the team's owner or an admin. It refuses an older key than it has seen,
          makes a new key itself when someone has left, and flags messages that were dropped, reordered, replayed or
          re-dated.</li>
        <li><strong>What the server can still do:</strong> it can refuse to deliver messages or keys, delay them, or
          show your browser someone else's keys the very first time it sees that person (comparing safety codes is how
          you rule that out). It cannot read messages or pass off a message as someone else's without your browser
          noticing.</li>
        <li><strong>The limit of any web app:</strong> the app's code comes from our server each time you open it. If
          that code were changed (by us, or by someone who took over the server), it could read what you type. The
          encryption protects your messages from the database, backups, and anyone who only sees the traffic — not
          from whoever serves the code.</li>
        <li><strong>New members and leaving:</strong> someone added to a team's chat gets a new key and reads messages
          sent from then on. When someone leaves, is removed, or removes a device, the next message uses a new key they
          never receive.</li>
        <li><strong>Several devices:</strong> link a new browser from one you already use (Settings → Chat devices:
          a code, and the same safety number on both screens); it then reads your history too. Or restore your keys from
          a backup protected by a passphrase or recovery key only you know (PBKDF2 with 600,000 rounds). We cannot
          recover a forgotten passphrase. If nobody's device has a team's key any more, the team can start a new
          one; earlier messages then stay unreadable on the new devices.</li>
        <li><strong>What the server does see (metadata):</strong> who is in a team and which devices each person has
          (their names, when added and last used); who sent a message to which team, from which device, when, and its
          size; when someone is typing; and when each chat is open (presence). Notifications say only “New message in
          <em>team</em>”, never the text. <strong>Download my data</strong> lists the messages you sent and your chat
          devices by these details only, since there is no text we could give back. When you delete your account, your
          messages stay in the team's history for the others, without your name.</li>
      </ul>

      <h2>Payments</h2>
      <p>The checkout form is provided by Stripe and loaded from <code>js.stripe.com</code> only on the checkout screen.
        What you type into it is covered by Stripe's own privacy policy. Stripe keeps its record of the payment as the
        law requires, even after you delete your account here.</p>

      <h2>Your data, your choice</h2>
      <ul>
        <li><strong>Download my data</strong> (Settings) gives you everything above in one ZIP archive: the complete data as JSON, spreadsheets (CSV) and your notes, journal and meetings as Markdown.</li>
        <li><strong>Delete account</strong> (Settings) removes your account and everything you created, in every part of
          the app — sessions, passkeys, two-step sign-in and reset links included — and signs you out on every device.
          It cannot be undone.</li>
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
