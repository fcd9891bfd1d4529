import type { Waypoint } from './page-gates.ts';

// jsdom has no EventSource, and the app's live feeds (httpSubscriptionLink) need one. This one
// reads the event stream through the page's fetch, so a feed reaches the same server with the same
// cookies as the rest of the page; it has only what tRPC's link uses (named events, 'error',
// readyState, close). A stream that ends is not opened again: the test server is closing.

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/** An EventSource class whose streams come from `pageFetch`; `gateOf` may hold a stream's events. */
export function pageEventSource(
  pageFetch: (url: string, init: RequestInit) => Promise<Response>,
  gateOf: (url: URL) => Waypoint | undefined,
) {
  return class PageEventSource extends EventTarget {
    static readonly CONNECTING = CONNECTING;
    static readonly OPEN = OPEN;
    static readonly CLOSED = CLOSED;
    readonly CONNECTING = CONNECTING;
    readonly OPEN = OPEN;
    readonly CLOSED = CLOSED;
    readonly url: string;
    readonly withCredentials: boolean;
    readyState = CONNECTING;
    readonly #abort = new AbortController();

    constructor(url: string | URL, init: EventSourceInit = {}) {
      super();
      this.url = new URL(String(url), window.location.href).href;
      this.withCredentials = init.withCredentials ?? false;
      void this.#read(gateOf(new URL(this.url)));
    }

    close(): void {
      this.readyState = CLOSED;
      this.#abort.abort();
    }

    async #read(gate: Waypoint | undefined): Promise<void> {
      try {
        const response = await pageFetch(this.url, {
          headers: { accept: 'text/event-stream' },
          signal: this.#abort.signal,
        });
        if (!response.ok || !response.body) return this.#end();
        this.readyState = OPEN;
        this.dispatchEvent(new Event('open'));
        let buffer = '';
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          buffer += chunk.value;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const event = parseBlock(block);
            if (!event) continue;
            // tRPC's own events ('connected', 'ping') pass: a gate holds what the feed says.
            if (event.type === 'message') await gate?.pass();
            if (this.readyState === CLOSED) return;
            this.dispatchEvent(new MessageEvent(event.type, { data: event.data, lastEventId: event.id }));
          }
        }
        this.#end();
      } catch {
        this.#end();
      }
    }

    #end(): void {
      if (this.readyState === CLOSED) return;
      this.readyState = CLOSED;
      this.dispatchEvent(new Event('error'));
    }
  };
}

/** One event of the stream (text/event-stream's fields), or null for a comment alone. */
function parseBlock(block: string): { type: string; data: string; id: string } | null {
  let type = 'message';
  let id = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const cut = line.indexOf(':');
    if (cut === 0) continue;
    const field = cut === -1 ? line : line.slice(0, cut);
    const value = cut === -1 ? '' : line.slice(cut + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  return data.length === 0 ? null : { type, data: data.join('\n'), id };
}
