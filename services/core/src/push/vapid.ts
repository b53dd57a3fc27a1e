import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

let cached: VapidKeys | undefined;

/**
 * The server's VAPID identity for Web Push: `VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY` / `VAPID_SUBJECT`, or a key pair
 * generated once into `.data/vapid-keys.json` (mode 0600, created atomically so every process agrees), like the
 * session secret. Changing the keys invalidates every browser's subscription, so generated keys are kept.
 */
export function vapidKeys(env: NodeJS.ProcessEnv = process.env): VapidKeys {
  if (cached) return cached;
  const subject = env.VAPID_SUBJECT || (env.ADMIN_EMAIL ? `mailto:${env.ADMIN_EMAIL}` : 'mailto:admin@localhost');
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    cached = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
    return cached;
  }
  const dataDir = env.FJ_DATA_DIR ?? path.resolve(__dirname, '../../../../.data');
  const file = path.join(dataDir, 'vapid-keys.json');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  cached = { ...stored, subject };
  return cached;
}
