// The Radix Select behind '@fj/ui/select', loaded when a user first opens a select (Select.tsx).
import * as SelectPrimitive from '@radix-ui/react-select';
import { getNonce } from 'get-nonce';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import type { SelectProps } from './Select';

export default function SelectMenu({
  value,
  onValueChange,
  options,
  placeholder,
  label,
  disabled,
  defaultOpen,
}: SelectProps & { defaultOpen?: boolean }) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectPrimitive.Trigger className="fj-input fj-select__trigger" aria-label={label}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDownIcon width={16} height={16} />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className="fj-select__content" position="popper" sideOffset={4}>
          {/* The viewport injects a <style> element: the CSP allows it with the page's nonce (shell/src/app/cspNonce.ts). */}
          <SelectPrimitive.Viewport nonce={getNonce()}>
            {options.map((option) => (
              <SelectPrimitive.Item key={option.value} value={option.value} className="fj-select__item">
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="fj-select__check">
                  <CheckIcon width={16} height={16} />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
