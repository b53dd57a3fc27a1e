import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DISABLED_NOTIFICATION_PREFERENCES,
  EMAIL_NOT_CONFIGURED,
} from '@fj/contracts';
import { setupCore } from './helpers';

// Preferences read as the defaults until changed (docs/product.md#notification-preferences); PUT changes only what is
// sent.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

it('reads the defaults without writing, saves partial changes, and takes the full set on reset', async () => {
  const user = await core.newUser();
  const api = await core.as(user);
  expect((await api.get('/api/notification-preferences')).body).toEqual({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    emailAvailable: false,
  });
  expect(await core.db.notificationPreferences.count({ where: { userId: user.userId } })).toBe(0);

  const changed = await api.put('/api/notification-preferences', {
    teamMessages: false,
    quietHours: true,
    quietStart: '23:00',
  });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({
    teamMessages: false,
    quietHours: true,
    quietStart: '23:00',
    quietEnd: '08:00',
    adminMessages: true,
  });
  expect((await api.put('/api/notification-preferences', { frequency: 'weekly' })).body).toMatchObject({
    frequency: 'weekly',
    teamMessages: false,
  });

  expect((await api.put('/api/notification-preferences', DISABLED_NOTIFICATION_PREFERENCES)).body).toEqual({
    ...DISABLED_NOTIFICATION_PREFERENCES,
    emailAvailable: false,
  });
  expect((await api.put('/api/notification-preferences', DEFAULT_NOTIFICATION_PREFERENCES)).body).toEqual({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    emailAvailable: false,
  });
  // Another user's preferences are untouched.
  expect((await (await core.as(await core.newUser())).get('/api/notification-preferences')).body.teamMessages).toBe(
    true,
  );
});

it('refuses half hours, unknown fields and values, an empty change, and email when no SMTP server is configured', async () => {
  const api = await core.as(await core.newUser());
  const cases: Array<[object, string]> = [
    [{ quietStart: '22:30' }, 'Quiet hours use whole hours'],
    [{ quietEnd: '24:00' }, 'Quiet hours use whole hours'],
    [{ frequency: 'hourly' }, 'Frequency must be immediate, daily or weekly'],
    [{ adminMessages: 'yes' }, 'adminMessages'],
    [{ isAdmin: true }, 'isAdmin'],
    [{}, 'Send at least one preference to change'],
    [{ emailNotifications: true }, EMAIL_NOT_CONFIGURED],
  ];
  for (const [body, message] of cases) {
    const res = await api.put('/api/notification-preferences', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  }
  expect(await core.db.notificationPreferences.count()).toBe(1); // only the first test's user
});

it('lets email be switched on when SMTP_URL is set', async () => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
  try {
    const api = await core.as(await core.newUser());
    expect((await api.get('/api/notification-preferences')).body.emailAvailable).toBe(true);
    expect((await api.put('/api/notification-preferences', { emailNotifications: true })).body).toMatchObject({
      emailNotifications: true,
      emailAvailable: true,
    });
  } finally {
    delete process.env.SMTP_URL;
  }
});
