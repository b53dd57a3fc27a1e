import { useEffect, useState } from 'react';
import { Bell, HeartPulse } from 'lucide-react';
import type { Settings, Theme, UpdateSettings } from '@fj/contracts';
import { applyTheme, Card, CardContent, CardHeader, CardTitle, LoadError, Skeleton, toast } from '@fj/ui';
import { Switch } from '@fj/ui/switch';
import { useSettings, useUpdateSettings } from '../api/settingsApi';
import { devicePushState, subscribeToPush, unsubscribeFromPush } from '../api/pushApi';
import { PUSH_BLOCKED_HINT, PUSH_FAILED_HINT, PUSH_UNSUPPORTED_HINT } from '../model/pushPermission';
import { ThemeChoice } from './ThemeChoice';

type SwitchField = 'appleHealthConnected' | 'notificationsEnabled';

const SWITCHES: ReadonlyArray<{ field: SwitchField; label: string; hint: string; icon: typeof Bell }> = [
  { field: 'appleHealthConnected', label: 'Apple Health', hint: 'Sync steps, sleep and calories', icon: HeartPulse },
  { field: 'notificationsEnabled', label: 'Push Notifications', hint: 'Reminders and updates', icon: Bell },
];

/** POST /api/settings carries appleHealthConnected, notificationsEnabled and theme. */
function settingsPayload({ appleHealthConnected, notificationsEnabled, theme }: Settings): UpdateSettings {
  return { appleHealthConnected, notificationsEnabled, theme };
}

/** The switches and the theme: each saves at once; the theme applies to the whole app before it is saved. */
export function PreferencesCard() {
  const settings = useSettings();
  const update = useUpdateSettings();
  // The theme being saved, set in the click itself (a mutation's pending state arrives a render later, and a
  // controlled radio would flick back meanwhile; decision 0202).
  const [choosing, setChoosing] = useState<Theme | null>(null);
  // Push Notifications is this device's subscription: where push works, the switch reads on only while this browser
  // is subscribed (decision 1602), whatever the saved setting says.
  const [device, setDevice] = useState<'subscribed' | 'not-subscribed' | 'unsupported'>('unsupported');
  useEffect(() => {
    let live = true;
    devicePushState().then(
      (state) => live && setDevice(state),
      () => undefined,
    );
    return () => void (live = false);
  }, []);

  // While saving, show the value being saved; the settings refetch afterwards.
  const valueOf = <F extends SwitchField | 'theme'>(field: F, current: Settings): Settings[F] =>
    update.isPending && update.variables?.[field] !== undefined
      ? (update.variables[field] as Settings[F])
      : current[field];

  const toggle = async (current: Settings, field: SwitchField, checked: boolean) => {
    // Push on: ask permission and subscribe this browser; off: unsubscribe it. The choice is saved either way.
    let hint: string | undefined;
    if (field === 'notificationsEnabled' && checked) {
      const result = await subscribeToPush();
      if (result === 'subscribed') setDevice('subscribed');
      hint =
        result === 'denied'
          ? PUSH_BLOCKED_HINT
          : result === 'unsupported'
            ? PUSH_UNSUPPORTED_HINT
            : result === 'failed'
              ? PUSH_FAILED_HINT
              : undefined;
    } else if (field === 'notificationsEnabled') {
      await unsubscribeFromPush().catch(() => undefined);
      setDevice((state) => (state === 'unsupported' ? state : 'not-subscribed'));
    }
    update.mutate(
      { ...settingsPayload(current), [field]: checked },
      { onSuccess: () => hint && toast({ title: 'Settings updated successfully', description: hint }) },
    );
  };

  const chooseTheme = (current: Settings, theme: Theme) => {
    setChoosing(theme);
    applyTheme(theme);
    update.mutate(
      { ...settingsPayload(current), theme },
      { onError: () => applyTheme(current.theme), onSettled: () => setChoosing(null) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
      </CardHeader>
      <CardContent>
        {settings.isLoading && <Skeleton style={{ height: 152 }} />}
        {settings.isError && <LoadError what="your settings" onRetry={() => void settings.refetch()} />}
        {settings.data && (
          <>
            {SWITCHES.map(({ field, label, hint, icon: Icon }) => (
              <div className="fj-row" key={field}>
                <Icon size={20} aria-hidden="true" className="fj-row__icon" />
                <label htmlFor={`setting-${field}`} className="fj-row__label">
                  <span>{label}</span>
                  <span className="fj-muted">{hint}</span>
                </label>
                <Switch
                  id={`setting-${field}`}
                  checked={
                    valueOf(field, settings.data) && !(field === 'notificationsEnabled' && device === 'not-subscribed')
                  }
                  disabled={update.isPending}
                  onCheckedChange={(checked) => void toggle(settings.data, field, checked)}
                />
              </div>
            ))}
            <div className="fj-row">
              <ThemeChoice
                value={choosing ?? valueOf('theme', settings.data)}
                disabled={update.isPending}
                onChange={(theme) => chooseTheme(settings.data, theme)}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
