import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Response header naming the backend (its index in the list) that answered through the proxy. */
export const SERVED_BY = 'x-test-served-by';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A load balancer for tests: each request goes to the next backend in turn, with the caller's address
 * in X-Forwarded-For (as a real one adds it; start the backends with TRUST_PROXY=true), and the answer
 * says which backend served it in the `x-test-served-by` header.
 */
export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % backends.length;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      new URL(incoming.url ?? '/', backends[index]),
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`backend ${index}: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
