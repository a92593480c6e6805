import { type UploadedFile, type UploadKind, uploadRule } from '../../resources/uploads/upload-kinds.ts';
import { formatBytes } from '../lib/numbers.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  file: File;
  kind: UploadKind;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  /** Why it failed: a message for people (the server's, or the browser's own check). */
  error?: string;
  result?: UploadedFile;
}

/** How files reach the storage service; the app's is built on its HTTP client (upload-transport.ts). */
export interface UploadTransport {
  send(file: File, kind: UploadKind, onProgress: (percent: number) => void): Promise<UploadedFile>;
}

export interface UploadTexts {
  tooLarge(limit: string): string;
  wrongType(accepted: string): string;
  failed(): string;
}

type Listener = () => void;
type Settled = (item: UploadItem) => void;

/** Two at a time: enough to keep the line busy without starving the page's own requests. */
export const UPLOAD_CONCURRENCY = 2;

function extensionOf(name: string): string {
  return /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';
}

/**
 * The upload list of spec §4 (waiting, uploading, failed with re-upload), kept outside React so
 * uploads go on while the user moves between pages. Forms add files and hear when each settles.
 */
export class UploadManager {
  private items: UploadItem[] = [];
  private nextId = 1;
  private readonly listeners = new Set<Listener>();
  private readonly settled = new Map<number, Settled>();

  constructor(
    private transport: UploadTransport | undefined,
    private texts: UploadTexts,
  ) {}

  configure(transport: UploadTransport, texts: UploadTexts): void {
    this.transport = transport;
    this.texts = texts;
  }

  list(): readonly UploadItem[] {
    return this.items;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The browser's comfort check of the kind's rules (the server checks again, by content). */
  check(file: File, kind: UploadKind): string | undefined {
    const rule = uploadRule(kind);
    if (file.size > rule.maxBytes) return this.texts.tooLarge(formatBytes(rule.maxBytes));
    if (!rule.accept.split(',').includes(extensionOf(file.name))) return this.texts.wrongType(rule.accept);
    return undefined;
  }

  /** Queues a file; `onSettled` hears once when it is done or has failed. */
  add(file: File, kind: UploadKind, onSettled?: Settled): UploadItem {
    const error = this.check(file, kind);
    const item: UploadItem = { id: this.nextId++, file, kind, status: error ? 'failed' : 'waiting', progress: 0, error };
    this.items = [item, ...this.items];
    if (onSettled) this.settled.set(item.id, onSettled);
    this.emit();
    if (error) this.finish(item.id, {});
    else this.pump();
    return this.find(item.id)!;
  }

  /** Re-upload (spec §4): a failed item goes back to waiting. */
  retry(id: number): void {
    const item = this.find(id);
    if (item?.status !== 'failed' || this.check(item.file, item.kind)) return;
    this.update(id, { status: 'waiting', progress: 0, error: undefined });
    this.pump();
  }

  remove(id: number): void {
    const item = this.find(id);
    if (!item || item.status === 'uploading') return;
    this.items = this.items.filter((entry) => entry.id !== id);
    this.settled.delete(id);
    this.emit();
  }

  clearFinished(): void {
    this.items = this.items.filter((item) => item.status !== 'done');
    this.emit();
  }

  find(id: number): UploadItem | undefined {
    return this.items.find((item) => item.id === id);
  }

  private pump(): void {
    const running = this.items.filter((item) => item.status === 'uploading').length;
    // Oldest first: the list shows the newest on top.
    const next = this.items
      .filter((item) => item.status === 'waiting')
      .reverse()
      .slice(0, Math.max(0, UPLOAD_CONCURRENCY - running));
    for (const item of next) void this.run(item.id);
  }

  private async run(id: number): Promise<void> {
    const item = this.find(id)!;
    this.update(id, { status: 'uploading', progress: 0 });
    try {
      if (!this.transport) throw new Error('uploads are not configured');
      const result = await this.transport.send(item.file, item.kind, (progress) => this.update(id, { progress }));
      this.finish(id, { status: 'done', progress: 100, result });
    } catch (error) {
      this.finish(id, { status: 'failed', error: (error as { message?: string }).message || this.texts.failed() });
    }
    this.pump();
  }

  private finish(id: number, change: Partial<UploadItem>): void {
    this.update(id, change);
    const item = this.find(id);
    const onSettled = this.settled.get(id);
    // A failed item keeps its listener: its re-upload still belongs to the form that asked.
    if (item && onSettled && item.status === 'done') this.settled.delete(id);
    if (item && onSettled) onSettled(item);
  }

  private update(id: number, change: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.id === id ? { ...item, ...change } : item));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The page's one upload list. */
export const uploads = new UploadManager(undefined, {
  tooLarge: (limit) => `≤ ${limit}`,
  wrongType: (accepted) => accepted,
  failed: () => 'failed',
});
