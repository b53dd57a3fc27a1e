/** Remote entry URLs for when /remotes.json is unavailable (webpack DefinePlugin, per build mode). */
declare const __DEFAULT_REMOTE_URLS__: Record<string, string>;

declare module '*.css';
