// A fetch-based reader of server-sent events (decision 042): the token goes in the Authorization header, as on every
// call (EventSource cannot send one); it reconnects after a drop with Last-Event-ID, waiting the server's `retry:`
// (or longer, doubling up to a minute, while the server is unreachable), and stops for good when the session ended
// (a 401 or 403) or when told to.

export interface StreamMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/** Splits a text/event-stream into messages; feed it chunks, in order. Comments (heartbeats) are dropped. */
export function createEventParser(
  onMessage: (message: StreamMessage) => void,
  onRetry?: (ms: number) => void,
) {
  let buffer = '';
  let data: string[] = [];
  let id: string | undefined;
  let event = '';
  const dispatch = () => {
    if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
    data = [];
    event = '';
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };
  return (chunk: string) => {
    buffer += chunk;
    let end = buffer.search(/\r\n|\r|\n/);
    while (end >= 0) {
      const crlf = buffer.startsWith('\r\n', end);
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + (crlf ? 2 : 1));
      end = buffer.search(/\r\n|\r|\n/);
    }
  };
}

export type StreamState = 'connecting' | 'open' | 'down';

export interface ConnectOptions {
  url: string;
  headers: () => Record<string, string> | null;
  onMessage(message: StreamMessage): void;
  onState(state: StreamState): void;
  /** The session ended (401/403): no reconnection. */
  onRefused?(): void;
  /** First wait before reconnecting, in ms (the server's `retry:` replaces it). */
  retryMs?: number;
}

const MAX_WAIT_MS = 60_000;

/** Keeps one stream open until `close()`; answers the close function. */
export function connectEventStream(options: ConnectOptions): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = options.retryMs ?? 3_000;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function once(): Promise<'again' | 'stop'> {
    const headers = options.headers();
    if (!headers) return 'stop';
    options.onState('connecting');
    const response = await fetch(options.url, {
      headers: {
        ...headers,
        Accept: 'text/event-stream',
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (response.status === 401 || response.status === 403) {
      options.onRefused?.();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    failures = 0;
    options.onState('open');
    const feed = createEventParser(
      (message) => {
        if (message.id !== undefined) lastEventId = message.id;
        options.onMessage(message);
      },
      (ms) => {
        retryMs = ms;
      },
    );
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      feed(decoder.decode(value, { stream: true }));
    }
  }

  async function run() {
    for (;;) {
      const next = await once().catch(() => 'again' as const);
      if (controller.signal.aborted || next === 'stop') break;
      options.onState('down');
      failures += 1;
      const wait = Math.min(MAX_WAIT_MS, retryMs * 2 ** Math.max(0, failures - 1));
      await new Promise<void>((resolve) => {
        timer = setTimeout(resolve, wait);
        controller.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      if (controller.signal.aborted) break;
    }
    options.onState('down');
  }

  void run();
  return () => {
    if (timer) clearTimeout(timer);
    controller.abort();
  };
}
