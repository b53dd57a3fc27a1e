import { useEffect } from 'react';
import { Button } from '@fj/ui';
import { BrandMark } from '../chrome/BrandMark';

/**
 * Who is signed in could not be asked (offline, or the server failed). The app keeps no copy of the last user's data
 * (docs/decisions/0803-offline-without-personal-data.md), so it says what is wrong and tries again — by itself as
 * soon as the browser is back online.
 */
export const UNREACHABLE_TITLE = "Can't reach Founder Journal";

export function Unreachable({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  // One message for both cases: a failed fetch looks the same whether the device or the server is offline.
  return (
    <main className="fj-splash fj-unreachable">
      <BrandMark size={56} />
      <h1 className="fj-unreachable__title">{UNREACHABLE_TITLE}</h1>
      <p className="fj-unreachable__text">You may be offline, or the server is not answering. Your journal opens as soon as the connection is back.</p>
      <Button onClick={onRetry}>Try again</Button>
    </main>
  );
}
