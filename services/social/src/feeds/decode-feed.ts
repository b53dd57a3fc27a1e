import iconv from 'iconv-lite';

/**
 * A feed's bytes as text, in the order XML on the web is read (docs/decisions/2801-feed-decoding.md):
 * 1. a byte order mark (UTF-8, UTF-16LE, UTF-16BE) — it is the strongest signal and wins over everything;
 * 2. the HTTP `charset` of the Content-Type;
 * 3. the `encoding` of the XML declaration (read as ASCII; UTF-16 without a BOM is recognised by its `<?` bytes);
 * 4. UTF-8.
 * A label iconv-lite does not know falls through to the next rule. ISO-8859-1 and US-ASCII are decoded as
 * windows-1252, as browsers do: publishers who say Latin-1 often mean it ('€' is 0x80 there). The answer never starts
 * with a BOM or whitespace, so a feed whose `<?xml` follows a newline (common PHP output) parses.
 */
export function decodeFeed(bytes: Buffer, contentType: string | null = null): string {
  const encoding = bomEncoding(bytes) ?? known(httpCharset(contentType)) ?? known(declaredEncoding(bytes)) ?? 'utf-8';
  return iconv
    .decode(bytes, encoding)
    .replace(/^\uFEFF/, '')
    .trimStart();
}

function bomEncoding(b: Buffer): string | null {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return null;
}

function httpCharset(contentType: string | null): string | null {
  const match = contentType?.match(/;\s*charset\s*=\s*"?([^";\s]+)"?/i);
  return match ? match[1] : null;
}

function declaredEncoding(b: Buffer): string | null {
  // `<?` as UTF-16 without a BOM.
  if (b[0] === 0x3c && b[1] === 0x00 && b[2] === 0x3f && b[3] === 0x00) return 'utf-16le';
  if (b[0] === 0x00 && b[1] === 0x3c && b[2] === 0x00 && b[3] === 0x3f) return 'utf-16be';
  const head = b.subarray(0, 1024).toString('latin1');
  const match = head.match(/^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._:-]*)["']/);
  return match ? match[1] : null;
}

/** The label as iconv-lite names it, or null when it cannot decode it. */
function known(label: string | null): string | null {
  if (!label) return null;
  const name = label.trim().toLowerCase();
  if (['iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii', 'iso_8859-1'].includes(name))
    return 'windows-1252';
  return iconv.encodingExists(name) ? name : null;
}
