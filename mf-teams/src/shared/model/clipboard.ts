/** How long the copy button shows that it copied: 2 s. */
export const COPIED_INDICATOR_MS = 2000;

/** Writes text to the clipboard; rejects when the browser refuses (no permission, insecure context, no API). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
