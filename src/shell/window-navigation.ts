/**
 * Spec §2 window-message navigation, held to SECURITY.md §10: a message steers the app only when
 * it comes from a configured origin and names a path of this app. Everything here is pure so the
 * rules can be proven table by table; useWindowMessageNavigation wires them to the window.
 */

/** Where a message asks the app to go, and whether to replace the current history entry. */
export interface NavigationRequest {
  destination: string;
  replace: boolean;
}

/** Longer than any route of the table with a generous query; longer strings are not ours. */
const MAX_DESTINATION_LENGTH = 2048;

// C0 controls, DEL and the C1 range: browsers strip or reinterpret them inside URLs, so a path
// carrying one may not mean what the checks below saw.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * True for a path of this app: one leading `/`, no `//` anywhere (a protocol-relative URL or an
 * authority smuggled after a redirect prefix), no backslash (browsers read `\` as `/`), no
 * control characters. A leading `/` already rules out a scheme; the URL check below is the
 * last word on whether the browser would stay on this origin.
 */
export function isInAppPath(destination: string): boolean {
  if (destination.length === 0 || destination.length > MAX_DESTINATION_LENGTH) return false;
  if (!destination.startsWith('/') || destination.includes('//')) return false;
  if (destination.includes('\\') || CONTROL_CHARACTERS.test(destination)) return false;
  const base = 'https://atrium.invalid';
  try {
    return new URL(destination, base).origin === base;
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Reads `{ destination, replace? }` (or the alias `{ path, replace? }`) from a message's data.
 * A malformed message is ignored as a whole rather than half-obeyed: a non-string destination or
 * a non-boolean `replace` gives null, as does a destination that is not an in-app path.
 */
export function parseNavigationMessage(data: unknown): NavigationRequest | null {
  if (!isPlainObject(data)) return null;
  const destination = 'destination' in data ? data.destination : data.path;
  if (typeof destination !== 'string' || !isInAppPath(destination)) return null;
  if (data.replace !== undefined && typeof data.replace !== 'boolean') return null;
  return { destination, replace: data.replace === true };
}

/**
 * The configured origins in the form `MessageEvent.origin` uses (lower-case host, no default
 * port, no path), so `https://Shop.example.com:443/` still matches. Unparseable entries and
 * `null` are dropped: sandboxed frames and local files all share the origin "null".
 */
export function normaliseOrigins(origins: readonly string[]): Set<string> {
  const normalised = new Set<string>();
  for (const entry of origins) {
    try {
      const { origin } = new URL(entry);
      if (origin !== 'null') normalised.add(origin);
    } catch {
      // Not an origin: it can never match a message, so it is simply not listed.
    }
  }
  return normalised;
}

/** The navigation a message event asks for, or null when its origin or its content is not accepted. */
export function acceptNavigationMessage(event: { origin: string; data: unknown }, allowedOrigins: ReadonlySet<string>): NavigationRequest | null {
  if (event.origin === 'null' || !allowedOrigins.has(event.origin)) return null;
  return parseNavigationMessage(event.data);
}
