/** EMBEDDED_DB_RUNTIME_DIR's default: where a root-started server keeps what the postgres user must reach. */
export const DEFAULT_EMBEDDED_RUNTIME_DIR = '/var/lib/atrium';

/** What the runtime directory holds (a cluster, a library copy) may be in the making this long: clean-up leaves it alone. */
export const RUNTIME_SETTLING_MS = 10 * 60_000;
