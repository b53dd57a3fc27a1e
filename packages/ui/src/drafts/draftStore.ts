/**
 * Unsaved form drafts, kept on this device (docs/decisions/2703-drafts-kept-on-the-device.md): localStorage under
 * `fj-draft:<userId>:<form>`, written as a person types, so a reload, Back or a closed tab loses nothing. Signing out
 * removes every `fj-draft:` key (the shell's sign-out cleanup). Storage may be blocked or full: then drafts are simply
 * not kept, and the form works as before.
 */

export const DRAFT_PREFIX = 'fj-draft:';

export interface StoredDraft<T> {
  value: T;
  /** epoch milliseconds of the last keystroke kept */
  savedAt: number;
}

export const draftKey = (userId: string, form: string) => `${DRAFT_PREFIX}${userId}:${form}`;

export function readDraft<T>(userId: string, form: string): StoredDraft<T> | null {
  try {
    const raw = localStorage.getItem(draftKey(userId, form));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft<T>>;
    if (typeof parsed !== 'object' || parsed === null || !('value' in parsed) || typeof parsed.savedAt !== 'number')
      return null;
    return { value: parsed.value as T, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeDraft<T>(userId: string, form: string, value: T, now = Date.now()): void {
  try {
    localStorage.setItem(draftKey(userId, form), JSON.stringify({ value, savedAt: now } satisfies StoredDraft<T>));
  } catch {
    // Blocked or full storage: the draft is not kept.
  }
}

export function clearDraft(userId: string, form: string): void {
  try {
    localStorage.removeItem(draftKey(userId, form));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** Every draft of every account on this device (sign-out). */
export function clearAllDrafts(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
