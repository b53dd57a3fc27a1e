import { Crown, Lock, Moon } from 'lucide-react';
import type { NotificationPreferences } from '@fj/contracts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DISABLED_NOTIFICATION_PREFERENCES,
  EMAIL_NOT_CONFIGURED,
  QUIET_HOUR_OPTIONS,
} from '@fj/contracts/messages';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, LoadError, Page, Skeleton } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { Switch } from '@fj/ui/switch';
import { usePreferences, useUpdatePreferences } from '../api/preferencesApi';
import { DELIVERY, FREQUENCY_LABELS, MESSAGE_TYPES, pendingValue, type SwitchField } from '../model/preferences';
import './notifications.css';

const FREQUENCY_OPTIONS = optionsFrom(FREQUENCY_LABELS);
const HOUR_OPTIONS = QUIET_HOUR_OPTIONS.map((h) => ({ value: h, label: h }));

/**
 * /notifications (docs/product.md#notification-preferences): what to be told about, how, how often and when not; every
 * change saves at once.
 */
export function NotificationsPage() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const saved = preferences.data;
  const pending = update.isPending ? update.variables : undefined;
  const value = <F extends keyof NotificationPreferences>(field: F) => pendingValue(field, saved!, pending);
  const save = (changes: Partial<NotificationPreferences>) => update.mutate(changes);

  const switchRow = ({
    field,
    label,
    hint,
    premium,
    disabledHint,
  }: {
    field: SwitchField;
    label: string;
    hint: string;
    premium?: boolean;
    disabledHint?: string;
  }) => (
    <div className="fj-row" key={field}>
      <label htmlFor={`pref-${field}`} className="fj-row__label">
        <span className="fjn-label">
          {label}
          {premium && (
            <Badge variant="premium">
              <Crown size={12} aria-hidden="true" />
              Premium
            </Badge>
          )}
        </span>
        <span className="fj-muted">{disabledHint ?? hint}</span>
      </label>
      <Switch
        id={`pref-${field}`}
        checked={disabledHint ? false : value(field)}
        disabled={update.isPending || !!disabledHint}
        onCheckedChange={(checked) => save({ [field]: checked })}
      />
    </div>
  );

  return (
    <Page title="Notification Settings" subtitle="Choose what you hear about, how and when.">
      {preferences.isPending && <Skeleton style={{ height: 320 }} />}
      {preferences.isError && (
        <LoadError what="your notification settings" onRetry={() => void preferences.refetch()} />
      )}
      {saved && (
        <div className="fjn-page">
          <Card>
            <CardHeader>
              <CardTitle>Message Types</CardTitle>
            </CardHeader>
            <CardContent>{MESSAGE_TYPES.map((t) => switchRow(t))}</CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Delivery</CardTitle>
            </CardHeader>
            <CardContent>
              {DELIVERY.map((d) =>
                switchRow(
                  d.field === 'emailNotifications' && !saved.emailAvailable
                    ? { ...d, disabledHint: EMAIL_NOT_CONFIGURED }
                    : d,
                ),
              )}
              <div className="fjn-select">
                <SelectField
                  label="Frequency"
                  value={value('frequency')}
                  options={FREQUENCY_OPTIONS}
                  onChange={(frequency) => save({ frequency })}
                />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Quiet Hours</CardTitle>
            </CardHeader>
            <CardContent>
              <div className="fj-row">
                <Moon size={20} aria-hidden="true" className="fj-row__icon" />
                <label htmlFor="pref-quietHours" className="fj-row__label">
                  <span>Quiet Hours</span>
                  <span className="fj-muted">Hold push notifications overnight, in your time zone</span>
                </label>
                <Switch
                  id="pref-quietHours"
                  checked={value('quietHours')}
                  disabled={update.isPending}
                  onCheckedChange={(quietHours) => save({ quietHours })}
                />
              </div>
              {value('quietHours') && (
                <div className="fjn-hours">
                  <SelectField
                    label="From"
                    value={value('quietStart')}
                    options={HOUR_OPTIONS}
                    onChange={(quietStart) => save({ quietStart })}
                  />
                  <SelectField
                    label="To"
                    value={value('quietEnd')}
                    options={HOUR_OPTIONS}
                    onChange={(quietEnd) => save({ quietEnd })}
                  />
                </div>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Privacy</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="fjn-privacy">
                <Lock size={16} aria-hidden="true" />
                <span>
                  Notifications carry only the message itself. Push messages are encrypted end to end to your device; we
                  never share your preferences or your address with anyone. At most 10 notifications of each type reach
                  you per day; the rest wait in your inbox.
                </span>
              </p>
            </CardContent>
          </Card>
          <div className="fjn-actions">
            <Button
              variant="outline"
              onClick={() => save(DEFAULT_NOTIFICATION_PREFERENCES)}
              disabled={update.isPending}
            >
              Reset to Defaults
            </Button>
            <Button
              variant="destructive"
              onClick={() => save(DISABLED_NOTIFICATION_PREFERENCES)}
              disabled={update.isPending}
            >
              Disable All
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}
