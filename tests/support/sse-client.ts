// A tiny Server-Sent Events client over a real HTTP connection (app.inject cannot stream).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../src/server/app';

/**
 * One SSE message; a `: comment` line arrives as event 'comment' with its text as data, and a
 * block with only a `retry:` field as event 'retry' with the delay as data.
 */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: SseMessage[];
  /** The first message (already received or still to come) that matches; rejects after `ms`. */
  waitFor(match: (m: SseMessage) => boolean, ms?: number): Promise<SseMessage>;
  /** The `data` messages parsed as JSON, in arrival order. */
  data(): unknown[];
  /** Resolves when the server ends the response or the connection closes. */
  ended: Promise<void>;
  close(): void;
}

/** Starts the app on an ephemeral local port; returns its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function parseBlock(block: string): SseMessage {
  let event = 'message';
  let retry: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { event: 'comment', data: line.slice(1).trim() };
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
    if (field === 'retry') retry = value;
  }
  if (retry !== undefined && data.length === 0 && event === 'message') return { event: 'retry', data: retry };
  return { event, data: data.join('\n') };
}

export function openEventStream(baseUrl: string, cookie?: string, path = '/api/events'): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} }, (res) => {
      const messages: SseMessage[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          messages.push(parseBlock(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
        res.on('error', () => done());
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        ended,
        data: () => messages.filter((m) => m.event === 'message').map((m) => JSON.parse(m.data)),
        close: () => req.destroy(),
        waitFor(match, ms = 2000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = messages.find(match);
              if (!hit) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching SSE message within ${ms} ms; got ${JSON.stringify(messages)}`));
            }, ms);
            if (!check()) waiters.add(check);
          });
        },
      });
    });
    req.on('error', reject);
  });
}
