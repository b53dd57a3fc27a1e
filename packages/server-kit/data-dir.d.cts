/** Types of data-dir.cjs (plain JS so the launcher scripts share it; see that file). */
/** Where generated state lives: `FJ_DATA_DIR` when set, else `.data/` at the repository root. */
export declare function dataDir(env?: NodeJS.ProcessEnv): string;
/**
 * The content of `<dir>/<name>` (trimmed), generated once by `generate()` and published atomically (mode 0600):
 * processes racing on a fresh directory all get the same value, and nobody ever reads an empty or partial file.
 */
export declare function persistedSecret(name: string, generate: () => string, dir?: string): string;
