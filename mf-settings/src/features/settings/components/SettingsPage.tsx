import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, Page, useAuth } from '@fj/ui';
import { LogOutLink } from './LogOutLink';
import { AccountDataCard } from './AccountDataCard';
import { usePaymentReturn } from '../../../shared/api/usePaymentReturn';
import { AppInfoCard } from './AppInfoCard';
import { ChatDevicesSlot } from './ChatDevicesSlot';
import { PreferencesCard } from './PreferencesCard';
import { ProfileCard } from './ProfileCard';
import { SecurityCard } from './SecurityCard';
import { SessionsCard } from './SessionsCard';
import '../../../shared/settings.css';

/** Settings (docs/product.md#settings): profile (editable), upgrade, preferences and theme, app info, chat devices (Premium), your data. */
export function SettingsPage() {
  const { user } = useAuth();
  usePaymentReturn();
  return (
    <Page title="Settings">
      <div className="fjs-settings">
        <div className="fjs-settings__column">
          {user && <ProfileCard user={user} />}
          {user && !user.isPremium && (
            <Link to="/checkout" className={buttonClass({ size: 'lg', block: true })}>
              <Crown size={18} aria-hidden="true" />
              Upgrade to Premium - £30
            </Link>
          )}
          <PreferencesCard />
          <SecurityCard />
        </div>
        <div className="fjs-settings__column">
          <SessionsCard />
          <AppInfoCard />
          {user?.isPremium && <ChatDevicesSlot />}
          {user && <AccountDataCard user={user} />}
          <LogOutLink />
          <p className="fj-muted fj-blurb">
            Founder Journal: your business, wellness and growth in one place, built for entrepreneurs on the move.
          </p>
        </div>
      </div>
    </Page>
  );
}
