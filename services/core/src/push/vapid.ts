import webpush from 'web-push';
import { dataDir, persistedSecret } from '@fj/server-kit';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

let cached: VapidKeys | undefined;

/**
 * The server's VAPID identity for Web Push: `VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY` / `VAPID_SUBJECT`, or a key pair
 * generated once into `<data dir>/vapid-keys.json` (`persistedSecret`: mode 0600, published atomically so every
 * process agrees), like the session secret. Changing the keys invalidates every browser's subscription, so
 * generated keys are kept.
 */
export function vapidKeys(env: NodeJS.ProcessEnv = process.env): VapidKeys {
  if (cached) return cached;
  const subject = env.VAPID_SUBJECT || (env.ADMIN_EMAIL ? `mailto:${env.ADMIN_EMAIL}` : 'mailto:admin@localhost');
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    cached = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
    return cached;
  }
  const stored = JSON.parse(
    persistedSecret('vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()), dataDir(env)),
  ) as { publicKey: string; privateKey: string };
  cached = { ...stored, subject };
  return cached;
}
