import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '@fj/ui';
import type { ConnectPlatformsDialogProps } from './ConnectPlatformsDialog';

const load = () => import('./ConnectPlatformsDialog');
const ConnectPlatformsDialog = lazy(() => load().then((m) => ({ default: m.ConnectPlatformsDialog })));

/**
 * 'Connect Platforms': the dialog's code (Radix Dialog and the form, ~20 KB gzip) loads when the person heads for the
 * button and opens as it arrives, so the screens that offer it stay within their JS budget (bench/budgets.json).
 */
export function ConnectPlatformsButton({
  variant = 'primary',
  ...props
}: Omit<ConnectPlatformsDialogProps, 'trigger'> & { variant?: ButtonVariant }) {
  const [requested, setRequested] = useState(false);
  const trigger = (
    <Button
      variant={variant}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setRequested(true)}
    >
      Connect Platforms
    </Button>
  );
  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ConnectPlatformsDialog {...props} trigger={<Button variant={variant}>Connect Platforms</Button>} defaultOpen />
    </Suspense>
  );
}
