/**
 * How 'Install as App' can work on this device: already installed (the app runs standalone), the browser offers its
 * prompt (Chromium's beforeinstallprompt, kept by @fj/ui's install store), iOS Safari (no prompt: the person adds it
 * from the Share menu), or not at all.
 */
export type InstallOption = 'installed' | 'prompt' | 'ios' | 'unavailable';

export interface DeviceFacts {
  standalone: boolean;
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

export function deviceFacts(w: Window = window): DeviceFacts {
  const nav = w.navigator as Navigator & { standalone?: boolean };
  return {
    standalone: Boolean(w.matchMedia?.('(display-mode: standalone)').matches) || nav.standalone === true,
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
  };
}

/** iPhone, iPod, or an iPad (which reports itself as a Mac with a touch screen). */
export const isIos = ({ userAgent, platform, maxTouchPoints }: DeviceFacts): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);

export function installOption(device: DeviceFacts, canPrompt: boolean): InstallOption {
  if (device.standalone) return 'installed';
  if (canPrompt) return 'prompt';
  return isIos(device) ? 'ios' : 'unavailable';
}
