import { Download, X } from 'lucide-react';
import { Button, useInstallPrompt } from '@fj/ui';

/** Hidden until the browser offers installation; Install prompts, dismiss discards the offer. */
export default function InstallBanner() {
  const { bannerVisible, promptInstall, dismissInstallBanner } = useInstallPrompt();
  if (!bannerVisible) return null;
  return (
    <aside className="fj-install" aria-label="Install app">
      <div className="fj-install__icon">
        <Download size={20} aria-hidden="true" />
      </div>
      <div className="fj-install__text">
        <p className="fj-install__title">Install Founder Journal</p>
        <p className="fj-install__subtitle">Get the full app experience</p>
      </div>
      <Button size="sm" onClick={() => void promptInstall()}>
        Install
      </Button>
      <button type="button" className="fj-icon-btn" onClick={dismissInstallBanner} aria-label="Dismiss">
        <X size={18} aria-hidden="true" />
      </button>
    </aside>
  );
}
