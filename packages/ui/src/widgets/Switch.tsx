// '@fj/ui/switch'
import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cn } from '../components/cn';

export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root className={cn('fj-switch', className)} {...props}>
      <SwitchPrimitive.Thumb className="fj-switch__thumb" />
    </SwitchPrimitive.Root>
  );
}
