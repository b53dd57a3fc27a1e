/** Text put into the HTML the BFF writes. */

/**
 * JSON safe inside an HTML <script> data block: no `<`, `>` or `&` (so no `</script>` or `<!--` can end or change
 * the block) and no U+2028/U+2029, whatever the strings hold.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A value safe inside a double-quoted HTML attribute. */
export const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
