/** EMBEDDED_DB_RUNTIME_DIR's default: where a root-started server keeps what the postgres user must reach. */
export const DEFAULT_EMBEDDED_RUNTIME_DIR = '/var/lib/atrium';
