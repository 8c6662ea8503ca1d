// A fake live status stream for the screens' tests (decision 042): the test writes its events; every other call goes
// to the fake API of mockApi.
import type { mockApi } from './render.tsx';

export function liveStream(api: ReturnType<typeof mockApi>) {
  let push: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  const fallback = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith('/api/events/stream')) {
      api.calls.push({ method: 'GET', path: '/events/stream', headers: {}, body: undefined });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    return (fallback as NonNullable<typeof fallback>)(input, init);
  });
  return {
    send: (text: string) => push(text),
    /** One status event of an application, as the server writes it. */
    status(id: number, data: Record<string, unknown>) {
      push(
        `id: ${id}\ndata: ${JSON.stringify({ reference: null, at: '2026-11-20T15:04:00.000Z', ...data })}\n\n`,
      );
    },
  };
}
