import { Buffer } from 'buffer';

// casbin reaches for Node's Buffer; the browser has none (STACK-NOTES.md). Loaded just before
// casbin (session-store.ts), so neither is in the first download.
(globalThis as unknown as { Buffer: typeof Buffer }).Buffer ??= Buffer;
