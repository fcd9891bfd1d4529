import type { Duplex } from 'node:stream';

// Node answers a request it cannot parse (headers or URL over its 16 KiB limit, broken HTTP)
// itself, before any of Releia's code runs, with an empty body. This handler for the server's
// 'clientError' event sends the same status with a message like every other refusal.

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'O endereço ou os cabeçalhos da requisição são grandes demais.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'A requisição demorou demais para chegar.'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'Request Timeout', 'A requisição demorou demais para chegar.'],
};

export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection reset by the client has nobody left to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = ANSWERS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'Requisição HTTP malformada.',
  ];
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
