// Remote URLs are runtime configuration: the BFF serves /remotes.json ({ "mf_home": "<remoteEntry.js url>", ... }),
// so a redeployed remote needs no shell rebuild. Build-time defaults cover a missing or broken answer.

export type RemoteUrls = Record<string, string>;

const REMOTES_JSON_TIMEOUT_MS = 5000;

/** Keeps only known remotes with a usable URL; anything else falls back to the default. */
export function mergeRemoteUrls(defaults: RemoteUrls, configured: unknown): RemoteUrls {
  const merged = { ...defaults };
  if (configured && typeof configured === 'object' && !Array.isArray(configured)) {
    for (const [name, url] of Object.entries(configured)) {
      if (name in defaults && typeof url === 'string' && url.trim() !== '') merged[name] = url.trim();
    }
  }
  return merged;
}

/** Never throws: a failed fetch means "use the defaults" (and a broken remote then shows its route fallback). */
export async function fetchRemoteUrls(defaults: RemoteUrls = __DEFAULT_REMOTE_URLS__): Promise<RemoteUrls> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTES_JSON_TIMEOUT_MS);
  try {
    const res = await fetch('/remotes.json', { signal: controller.signal, cache: 'no-cache' });
    if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
    return mergeRemoteUrls(defaults, await res.json());
  } catch (error) {
    console.warn('Using default remote URLs:', error);
    return { ...defaults };
  } finally {
    clearTimeout(timer);
  }
}
