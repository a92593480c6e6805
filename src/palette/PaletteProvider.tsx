import { RefineKbarProvider } from '@refinedev/kbar';
import type { ReactNode } from 'react';
import { CommandPalette } from './CommandPalette.tsx';

/**
 * The command palette around the authenticated layout: kbar's state (Ctrl/Cmd+K toggles it) and
 * the palette. It must sit inside `<Refine>` (the record search uses its data provider) and inside
 * the session. refine's own `<RefineKbar>` is not used: it builds entries from refine's
 * `resources`, which would duplicate ours, and its bar has fixed English texts and colours.
 */
export function PaletteProvider({ children }: { children: ReactNode }) {
  return (
    <RefineKbarProvider>
      {children}
      <CommandPalette />
    </RefineKbarProvider>
  );
}
