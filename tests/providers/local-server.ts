import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the test's route answers: an HTTP status and a body (JSON-encoded unless a string). */
export interface Answer {
  status?: number;
  body?: unknown;
  /** Hold the answer back this long (timeouts, cancellation). */
  delayMs?: number;
  /** The answer's content type when it is neither JSON nor an HTML string (bytes of a PNG, say). */
  type?: string;
}

export interface LocalServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 and a free port: the providers are exercised over sockets, with
 * every request recorded, instead of through a mocked adapter.
 */
export async function startLocalServer(route: (request: SeenRequest) => Answer): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const seen = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString() };
      requests.push(seen);
      const { status = 200, body = {}, delayMs = 0, type } = route(seen);
      const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      const send = () => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(status, { 'content-type': type ?? (typeof body === 'string' ? 'text/html' : 'application/json') }).end(text);
      };
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens: a port that was just free and has been closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
