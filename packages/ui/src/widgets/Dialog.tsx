// '@fj/ui/dialog' (a separate shared entry so screens without dialogs do not load it): the dialog primitives,
// FormDialog (a create form), DetailSheet (open a record: Edit, Delete) and ConfirmDialog. What is here is light (the
// open state, the trigger, Back); what draws an open dialog (Radix Dialog) is ./dialog/engine, loaded once the first
// screen has settled or as a trigger is pointed at, never on a screen's first paint
// (docs/decisions/3106-the-first-paint-waits-for-nothing-it-does-not-show.md).
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { afterFirstScreen } from '../hooks/afterFirstScreen';
import { useBackCloses } from '../navigation/backLayers';

type Engine = typeof import('./dialog/engine');
let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;

/**
 * Loads what draws an open dialog (once); a dialog opened before it is here shows as it arrives. A failed load (no
 * network) is forgotten, so the next dialog opened asks again.
 */
export function loadDialogEngine(): Promise<Engine> {
  loading ??= import('./dialog/engine').then(
    (module) => (engine = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// After the first screen (a few seconds, then an idle moment): by the time a person taps, it is here.
const ENGINE_AFTER_START_MS = 3000;
if (typeof window !== 'undefined') afterFirstScreen(() => void loadDialogEngine(), ENGINE_AFTER_START_MS);

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal?: boolean;
  contentId: string;
  trigger: RefObject<HTMLElement | null>;
}
const DialogContext = createContext<DialogState | null>(null);

function useDialogState(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a Dialog`);
  return state;
}

/**
 * A dialog's root: its open state, plus Back: while open, the system Back button closes it instead of leaving the
 * page (docs/decisions/2702-back-closes-sheets.md). Controlled (`open`) or not (`defaultOpen`), like Radix's.
 */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  modal,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  children?: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? uncontrolled;
  const change = (next: boolean) => {
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  useBackCloses(isOpen, () => change(false));
  const contentId = useId();
  const trigger = useRef<HTMLElement | null>(null);
  return (
    <DialogContext.Provider value={{ open: isOpen, setOpen: change, modal, contentId, trigger }}>
      {children}
    </DialogContext.Provider>
  );
}

/**
 * The child element with `extra` props merged in: handlers run after the child's own (whose click can cancel ours by
 * preventing its default), and the refs are both kept.
 */
function withProps(child: ReactNode, extra: Record<string, unknown>, onClick: () => void, ref?: Ref<HTMLElement>) {
  if (!isValidElement<Record<string, unknown>>(child)) throw new Error('asChild needs one element');
  const own = child.props;
  const merged: Record<string, unknown> = { ...extra };
  type Handler = (...args: unknown[]) => void;
  for (const [name, value] of Object.entries(extra)) {
    const mine = own[name];
    if (typeof value === 'function' && typeof mine === 'function')
      merged[name] = (...args: unknown[]) => {
        (mine as Handler)(...args);
        (value as Handler)(...args);
      };
  }
  merged.onClick = (event: MouseEvent) => {
    (own.onClick as ((event: MouseEvent) => void) | undefined)?.(event);
    if (!event.defaultPrevented) onClick();
  };
  if (ref) merged.ref = mergeRefs(own.ref as Ref<HTMLElement> | undefined, ref);
  return cloneElement(child, merged);
}

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/** Opens (or closes) its dialog: the element it wraps (`asChild`, as Radix's). Pointing at it loads the engine. */
export function DialogTrigger({ children }: { asChild: true; children: ReactNode }) {
  const { open, setOpen, contentId, trigger } = useDialogState('DialogTrigger');
  const extra = {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: () => void loadDialogEngine(),
    onFocus: () => void loadDialogEngine(),
  };
  return withProps(children, extra, () => setOpen(!open), trigger);
}

/** Closes its dialog: the element it wraps (`asChild`, as Radix's). */
export function DialogClose({ children }: { asChild: true; children: ReactNode }) {
  const { setOpen } = useDialogState('DialogClose');
  return withProps(children, {}, () => setOpen(false));
}

/**
 * A bottom sheet on phones, a centred dialog on wider screens (styles.css). Title is required for screen readers.
 * `focusFirstField`: forms open with the cursor in their first field (else the first button has it). Drawn only while
 * open (nothing of a closed dialog is in the page).
 */
export function DialogContent({
  title,
  description,
  children,
  focusFirstField = false,
  role,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  focusFirstField?: boolean;
  role?: 'dialog' | 'alertdialog';
}) {
  const { open, setOpen, modal, contentId, trigger } = useDialogState('DialogContent');
  const loaded = useEngine(open);
  if (!open || !loaded) return null;
  return (
    <loaded.DialogEngine
      open
      onOpenChange={setOpen}
      modal={modal}
      id={contentId}
      trigger={trigger.current}
      title={title}
      description={description}
      focusFirstField={focusFirstField}
      role={role}
    >
      {children}
    </loaded.DialogEngine>
  );
}

/**
 * The engine once loaded; asks for it (and draws again when it comes) while `wanted`. What the render saw decides, not
 * what is there when the effect runs: the engine can arrive in between (a dialog mounted open by a lazy import that
 * loaded beside the engine), and that render drew nothing.
 */
function useEngine(wanted: boolean): Engine | null {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const seen = engine;
  useEffect(() => {
    if (!wanted || seen) return;
    let current = true;
    loadDialogEngine().then(
      () => current && arrived(),
      () => undefined, // not drawn; the next open asks again
    );
    return () => {
      current = false;
    };
  }, [wanted, seen]);
  return seen;
}

export { FormDialog } from './dialog/FormDialog';
export { DetailSheet, type DeleteConfirmation } from './dialog/DetailSheet';
export { ConfirmDialog } from './dialog/ConfirmDialog';
