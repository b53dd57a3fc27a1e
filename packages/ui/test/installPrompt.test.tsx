import { act, renderHook } from '@testing-library/react';
import {
  captureInstallPrompt,
  dismissInstallBanner,
  promptInstall,
  resetInstallPrompt,
  useInstallPrompt,
} from '../src/install/installPrompt';

function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('install prompt', () => {
  let release: () => void;
  beforeEach(() => {
    resetInstallPrompt();
    release = captureInstallPrompt(window, { bannerDelayMs: 0 });
  });
  afterEach(() => release());

  it('is hidden until the browser offers the install event, whose default is suppressed', () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.bannerVisible).toBe(false);
    const { event } = fakeInstallEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.bannerVisible).toBe(true);
  });

  it('Install shows the browser prompt, reads the outcome, then hides the banner', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    const { event, prompt } = fakeInstallEvent('dismissed');
    act(() => {
      window.dispatchEvent(event);
    });
    let outcome = '';
    await act(async () => {
      outcome = await promptInstall();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(outcome).toBe('dismissed');
    expect(result.current.bannerVisible).toBe(false);
    expect(result.current.canInstall).toBe(false);
  });

  it('dismiss hides the banner and discards the event', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    const { event, prompt } = fakeInstallEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    act(() => dismissInstallBanner());
    expect(result.current.bannerVisible).toBe(false);
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('the banner waits for the first screen: not before the delay and an idle moment, then at once', () => {
    release();
    jest.useFakeTimers();
    try {
      release = captureInstallPrompt(window, { bannerDelayMs: 4000 });
      const { result } = renderHook(() => useInstallPrompt());
      const { event } = fakeInstallEvent('accepted');
      act(() => {
        window.dispatchEvent(event);
      });
      // Offered while the screen loads: Settings can install at once, the banner waits.
      expect(event.defaultPrevented).toBe(true);
      expect(result.current.canInstall).toBe(true);
      expect(result.current.bannerVisible).toBe(false);
      act(() => {
        jest.advanceTimersByTime(3999);
      });
      expect(result.current.bannerVisible).toBe(false);
      act(() => {
        jest.advanceTimersByTime(1 + 2000); // the delay, then the idle callback (at most its 2 s timeout)
      });
      expect(result.current.bannerVisible).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
