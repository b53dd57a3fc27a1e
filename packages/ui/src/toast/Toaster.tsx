// '@fj/ui/toaster' (its own entry: the signed-out landing page does not load Radix Toast).
import * as ToastPrimitive from '@radix-ui/react-toast';
// Through the package name, not './toastStore': this entry must use the one shared toast store of the '@fj/ui'
// singleton, whichever container provided it.
import { dismissToast, useToast } from '@fj/ui';
import { XIcon } from '../icons/icons';

/** Viewport default duration 5000 ms, swipe right with threshold 50, hotkey F8. */
export const TOAST_DURATION = 5000;

/** Rendered once, by the shell. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', open, action }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => !next && dismissToast(id)}
          className={`fj-toast fj-toast--${variant}`}
          type={variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="fj-toast__text">
            {title && <ToastPrimitive.Title className="fj-toast__title">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="fj-toast__description">{description}</ToastPrimitive.Description>
            )}
          </div>
          {action && (
            <ToastPrimitive.Action className="fj-toast__action" altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close className="fj-toast__close" aria-label="Close">
            <XIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fj-toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
