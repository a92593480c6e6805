/** kbar's `$mod`: Command on Apple devices, Control elsewhere (the same test tinykeys makes). */
export function isApplePlatform(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /Mac|iPod|iPhone|iPad/.test(platform);
}

/** How the top bar writes the palette's shortcut on this device. */
export function paletteShortcutLabel(platform?: string): string {
  return isApplePlatform(platform) ? '⌘ K' : 'Ctrl K';
}
