/**
 * 'Chrome on Android', 'Safari on iPhone', 'Firefox on Windows': what Settings shows for a session, made once at
 * sign-in from the User-Agent header (the header itself is not kept, docs/product.md#privacy). Order matters: Edge
 * and Opera also say Chrome, Chrome also says Safari, iPads may say Macintosh.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      [/Edg(A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? 'A browser';
  const system =
    [
      [/iPhone/, 'iPhone'],
      [/iPad/, 'iPad'],
      [/Android/, 'Android'],
      [/CrOS/, 'ChromeOS'],
      [/Windows/, 'Windows'],
      [/Macintosh|Mac OS X/, 'Mac'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? 'an unknown device';
  return `${browser} on ${system}`;
}
