import { Bell, HeartPulse } from 'lucide-react';
import type { Settings, UpdateSettings } from '@fj/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fj/ui';
import { Switch } from '@fj/ui/switch';
import { useSettings, useUpdateSettings } from '../api/settingsApi';

type SwitchField = 'appleHealthConnected' | 'notificationsEnabled';

const SWITCHES: ReadonlyArray<{ field: SwitchField; label: string; hint: string; icon: typeof Bell }> = [
  { field: 'appleHealthConnected', label: 'Apple Health', hint: 'Sync steps, sleep and calories', icon: HeartPulse },
  { field: 'notificationsEnabled', label: 'Push Notifications', hint: 'Reminders and updates', icon: Bell },
];

/** Spec §7: POST /api/settings carries appleHealthConnected, notificationsEnabled and theme. */
function settingsPayload({ appleHealthConnected, notificationsEnabled, theme }: Settings): UpdateSettings {
  return { appleHealthConnected, notificationsEnabled, theme };
}

export function PreferencesCard() {
  const settings = useSettings();
  const update = useUpdateSettings();

  // While saving, show the value being saved; the list refetches afterwards.
  const valueOf = (field: SwitchField, current: Settings) =>
    update.isPending && update.variables?.[field] !== undefined ? Boolean(update.variables[field]) : current[field];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
      </CardHeader>
      <CardContent>
        {settings.isLoading && <Skeleton style={{ height: 96 }} />}
        {settings.isError && <p className="fj-muted">Settings could not be loaded. {settings.error.message}</p>}
        {settings.data &&
          SWITCHES.map(({ field, label, hint, icon: Icon }) => (
            <div className="fj-row" key={field}>
              <Icon size={20} aria-hidden="true" className="fj-row__icon" />
              <label htmlFor={`setting-${field}`} className="fj-row__label">
                <span>{label}</span>
                <span className="fj-muted">{hint}</span>
              </label>
              <Switch
                id={`setting-${field}`}
                checked={valueOf(field, settings.data)}
                disabled={update.isPending}
                onCheckedChange={(checked) => update.mutate({ ...settingsPayload(settings.data), [field]: checked })}
              />
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
