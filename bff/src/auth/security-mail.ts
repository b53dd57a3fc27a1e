import { logger, type Mailer, type OutgoingMail } from '@fj/server-kit';

/**
 * The emails account security sends. They go out in the background, after the answer: how long SMTP takes must not
 * tell anyone whether an email has an account (docs/decisions/3005-no-account-enumeration.md).
 */
export function sendLater(mailer: Mailer, mail: OutgoingMail): void {
  void mailer.send(mail).then(
    (sent) => {
      if (!sent && mailer.mode !== 'off') logger.warn({ service: 'bff', subject: mail.subject }, 'email not sent');
    },
    () => {},
  );
}

export const resetMail = (to: string, link: string): OutgoingMail => ({
  to,
  subject: 'Reset your Founder Journal password',
  text: `Someone (hopefully you) asked to reset the password of your Founder Journal account.

Choose a new password here (the link works once, for 30 minutes):
${link}

Choosing a new password signs you out on every other device.
If you did not ask for this, ignore this email: your password stays as it is.
`,
});

export const existingAccountMail = (to: string, signInLink: string, resetLink: string): OutgoingMail => ({
  to,
  subject: 'Someone tried to create a Founder Journal account with your email',
  text: `Someone (maybe you) tried to create a new Founder Journal account with this email address, which already has one.
Nothing was changed and no new account was created.

If it was you, sign in instead:
${signInLink}

Forgot your password? Ask for a reset link here:
${resetLink}

If it was not you, you can ignore this email.
`,
});

export const passwordChangedMail = (to: string, how: 'changed' | 'reset' | 'removed'): OutgoingMail => ({
  to,
  subject:
    how === 'removed' ? 'Your Founder Journal password was removed' : 'Your Founder Journal password was changed',
  text: `The password of your Founder Journal account was ${how === 'reset' ? 'reset with an emailed link' : how}${
    how === 'removed' ? ': you now sign in with your passkeys' : ''
  }. Every other session was signed out.

If this was not you, reset your password at once from the sign-in page ('Forgot password?') and check the sessions
and passkeys in Settings.
`,
});
