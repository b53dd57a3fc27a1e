import { setNonce } from 'get-nonce';

/**
 * The CSP allows no inline styles, except <style> elements carrying this response's nonce (the BFF writes it into
 * app.html). Radix's scroll lock (react-remove-scroll via react-style-singleton) injects such elements when a
 * dialog or select opens, and asks get-nonce — a federation singleton, so this one call serves every remote.
 */
export function applyCspNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);
}
