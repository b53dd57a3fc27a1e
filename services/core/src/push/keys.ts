import crypto from 'node:crypto';

/**
 * Is `p256dh` a browser's push key: base64url of an uncompressed P-256 point (65 bytes, 0x04 first) that lies on
 * the curve? Checked the way delivery uses it (an ECDH with it), so a key stored is a key that encrypts: one bad
 * subscription can never fail a delivery batch (docs/decisions/2905-failures-stay-with-their-cause.md).
 */
export function isP256PublicKey(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ownKey().computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

let ecdh: crypto.ECDH | undefined;
/** A key pair of our own to try the agreement with (made once). */
function ownKey(): crypto.ECDH {
  if (!ecdh) {
    ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
  }
  return ecdh;
}

/** The push authentication secret: exactly 16 bytes (RFC 8291). */
export const isAuthSecret = (auth: string): boolean => Buffer.from(auth, 'base64url').length === 16;
