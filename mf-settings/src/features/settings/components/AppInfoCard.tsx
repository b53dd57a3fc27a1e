import { CheckCircle2, Download, Share, WifiOff } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, useInstallPrompt } from '@fj/ui';
import { deviceFacts, installOption } from '../model/install';

/** The app version shown is 1.0.0. */
export const APP_VERSION = '1.0.0';
/** The build's release label (FJ_RELEASE at build time), so support can tell deployed versions apart. */
const RELEASE = process.env.FJ_RELEASE;

export function AppInfoCard() {
  const { canInstall, promptInstall } = useInstallPrompt();
  const install = installOption(deviceFacts(), canInstall);
  return (
    <Card>
      <CardHeader>
        <CardTitle>App</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="fj-row">
          <span>Version</span>
          <span className="fj-muted">
            {APP_VERSION}
            {RELEASE ? ` (${RELEASE})` : ''}
          </span>
        </div>
        <div className="fj-row">
          <span className="fj-row__label">
            <span>Offline Mode Available</span>
            <span className="fj-muted">Screens you have opened work without a connection</span>
          </span>
          <WifiOff size={20} aria-hidden="true" />
        </div>
        {install === 'prompt' && (
          <div className="fj-row">
            <Button variant="outline" block onClick={() => void promptInstall()}>
              <Download size={18} aria-hidden="true" />
              Install as App
            </Button>
          </div>
        )}
        {install === 'ios' && (
          <div className="fj-row">
            <span className="fj-row__label">
              <span>Install as App</span>
              <span className="fj-muted">
                Tap <Share size={14} aria-label="Share" className="fjs-inline-icon" /> Share, then 'Add to Home Screen'.
              </span>
            </span>
          </div>
        )}
        {install === 'installed' && (
          <div className="fj-row">
            <span>Installed on this device</span>
            <CheckCircle2 size={20} aria-hidden="true" className="fjs-installed" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
