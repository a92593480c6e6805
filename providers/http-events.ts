/** What the HTTP clients report to the interface, which decides how to show it (views never call axios). */
export type HttpEvent =
  | { type: 'error'; message: string; seconds: number }
  | { type: 'unauthenticated'; message: string }
  | { type: 'merchantExpired'; message: string };

type Listener = (event: HttpEvent) => void;

const listeners = new Set<Listener>();

export const httpEvents = {
  emit(event: HttpEvent): void {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
