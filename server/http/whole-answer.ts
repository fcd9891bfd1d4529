import type { ServerResponse } from 'node:http';

// tRPC's Node adapter writes an answer as a stream of chunks and calls res.flush() after each,
// which the compression middleware turns into a flush of its encoder: every JSON answer paid for
// a compression stream flushed mid-way, and compression never learned the answer's size, so its
// size threshold never applied (a 200-byte answer was compressed too). A batch answer is complete
// before its first byte is written (Releia's client uses httpBatchLink, not the streaming link),
// so holding the chunks until end() costs nothing: the answer goes out once, with its length, and
// compression either skips it (under its threshold) or compresses it in one go. Event streams
// (subscriptions) pass through untouched.

export function wholeAnswers(res: ServerResponse): void {
  const chunks: Buffer[] = [];
  const { write, end } = res;
  const flush = (res as { flush?: () => void }).flush;
  const restore = () => {
    res.write = write;
    res.end = end;
    if (flush) (res as { flush?: () => void }).flush = flush;
  };
  const streaming = () => String(res.getHeader('Content-Type') ?? '').includes('text/event-stream');
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer => {
    if (Buffer.isBuffer(chunk)) return chunk;
    if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
    return Buffer.from(chunk as Uint8Array);
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (streaming()) {
      restore();
      return (write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback);
    }
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => done());
    return true;
  }) as ServerResponse['write'];
  if (flush) (res as { flush?: () => void }).flush = () => {};
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    restore();
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    if (chunks.length === 0) return (end as (...args: unknown[]) => ServerResponse).call(res, done);
    const body = Buffer.concat(chunks);
    if (!res.headersSent) res.setHeader('Content-Length', body.length);
    return (end as (...args: unknown[]) => ServerResponse).call(res, body, done);
  }) as ServerResponse['end'];
}
