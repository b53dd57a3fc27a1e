import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../auth/useAuth';
import { Button } from '../components/Button';
import { formatDate } from '../text/intl';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from './draftStore';

export interface FormDraft<T> {
  /** A draft kept from an earlier visit, offered until the person restores or discards it (or starts typing). */
  offer: StoredDraft<T> | null;
  restore: () => void;
  discard: () => void;
  /** The form was saved: forget the draft. */
  clear: () => void;
}

/**
 * One way for every form to keep what was typed (docs/decisions/2703-drafts-kept-on-the-device.md). `form` names the
 * form and its record ('notes:new', 'notes:edit:<id>'); `value` is what the form holds now and `initial` what it
 * opened with (equal values are compared as JSON). While the value differs from `initial` it is written to this
 * device on every change; back at `initial`, the draft goes. A draft left from before is offered with
 * <DraftPrompt>: Restore calls `onRestore` with it; typing instead starts a new draft in its place.
 */
export function useFormDraft<T>({
  form,
  value,
  initial,
  onRestore,
}: {
  /** null: keep nothing (a form used without a draft). */
  form: string | null;
  value: T;
  initial: T;
  onRestore: (value: T) => void;
}): FormDraft<T> {
  const signedIn = useAuth().user?.id ?? null;
  const userId = form === null ? null : signedIn;
  const initialJson = JSON.stringify(initial);
  const valueJson = JSON.stringify(value);
  const [offer, setOffer] = useState<StoredDraft<T> | null>(() => {
    if (!userId || form === null) return null;
    const kept = readDraft<T>(userId, form);
    return kept && JSON.stringify(kept.value) !== initialJson ? kept : null;
  });
  const offered = useRef(offer !== null);
  const saved = useRef(false);

  useEffect(() => {
    if (!userId || form === null) return;
    if (valueJson === initialJson) {
      saved.current = false; // a fresh form again
      // Nothing typed (yet): leave an offered draft alone until the person decides.
      if (!offered.current) clearDraft(userId, form);
      return;
    }
    if (saved.current) return;
    if (offered.current) {
      offered.current = false;
      setOffer(null);
    }
    writeDraft(userId, form, JSON.parse(valueJson) as T);
  }, [userId, form, valueJson, initialJson]);

  return {
    offer,
    restore: () => {
      if (!offer) return;
      offered.current = false;
      setOffer(null);
      onRestore(offer.value);
    },
    discard: () => {
      offered.current = false;
      setOffer(null);
      if (userId && form !== null) clearDraft(userId, form);
    },
    clear: () => {
      saved.current = true;
      offered.current = false;
      setOffer(null);
      if (userId && form !== null) clearDraft(userId, form);
    },
  };
}

const savedAtText = (savedAt: number) => formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Restore your draft?' with Restore and Discard, while a kept draft is offered; nothing otherwise. */
export function DraftPrompt<T>({ draft }: { draft: FormDraft<T> }) {
  const id = useId();
  if (!draft.offer) return null;
  return (
    <div className="fj-draft" role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <div>
        <p id={`${id}-title`} className="fj-draft__title">
          Restore your draft?
        </p>
        <p id={`${id}-text`} className="fj-draft__text">
          You have unsaved changes from {savedAtText(draft.offer.savedAt)}.
        </p>
      </div>
      <div className="fj-draft__actions">
        <Button onClick={draft.restore}>Restore</Button>
        <Button variant="outline" onClick={draft.discard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
