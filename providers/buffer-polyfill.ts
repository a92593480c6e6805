import { Buffer } from 'buffer';

// casbin reaches for Node's Buffer; the browser has none (STACK-NOTES.md). Imported first in main.tsx.
(globalThis as unknown as { Buffer: typeof Buffer }).Buffer ??= Buffer;
