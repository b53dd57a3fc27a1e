import { Download, WifiOff } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, useInstallPrompt } from '@fj/ui';

/** Spec §9: the app version shown is 1.0.0. */
export const APP_VERSION = '1.0.0';
/** The build's release label (FJ_RELEASE at build time), so support can tell deployed versions apart. */
const RELEASE = process.env.FJ_RELEASE;

export function AppInfoCard() {
  const { canInstall, promptInstall } = useInstallPrompt();
  return (
    <Card>
      <CardHeader>
        <CardTitle>App</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="fj-row">
          <span>Version</span>
          <span className="fj-muted">{APP_VERSION}{RELEASE ? ` (${RELEASE})` : ''}</span>
        </div>
        <div className="fj-row">
          <span className="fj-row__label">
            <span>Offline Mode Available</span>
            <span className="fj-muted">Screens you have opened work without a connection</span>
          </span>
          <WifiOff size={20} aria-hidden="true" />
        </div>
        {canInstall && (
          <div className="fj-row">
            <Button variant="outline" block onClick={() => void promptInstall()}>
              <Download size={18} aria-hidden="true" />
              Install as App
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
