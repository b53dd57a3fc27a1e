import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * A server-sent events client for tests (what a browser's EventSource does, minus reconnecting): the status, the
 * headers, every event and comment as they arrive, and a way to wait for one.
 */
export function openSse(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let waiters: Array<() => void> = [];
  let ended = false;
  let request!: http.ClientRequest;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) {
              event.event = line.slice(7);
              isEvent = true;
            } else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) events.push(event);
        }
        for (const w of waiters) w();
      });
      res.on('end', () => {
        ended = true;
        for (const w of waiters) w();
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  const until = (check: () => boolean, what: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${what}; events: ${JSON.stringify(events.map((e) => e.event))}`)),
        timeoutMs,
      );
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters = waiters.filter((w) => w !== waiter);
        resolve();
      };
      waiters.push(waiter);
    });
  return {
    response,
    events,
    comments,
    get ended() {
      return ended;
    },
    messages: () =>
      events
        .filter((e) => e.event === 'message')
        .map((e) => JSON.parse(e.data) as { id: string; seq: number; ciphertext: string }),
    waitFor: (check: () => boolean, what: string, timeoutMs?: number) => until(check, what, timeoutMs),
    waitForEnd: () => until(() => ended, 'the stream to end'),
    close: () => request.destroy(),
  };
}
