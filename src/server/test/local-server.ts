/** A local HTTP server standing in for an outside service in a port's contract tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useShared } from './shared';

/**
 * Listens on 127.0.0.1 with `handler` before the scope's tests and closes after them, dropping any
 * request left hanging. Its `origin` is http://127.0.0.1:<port>.
 */
export function useLocalServer(handler: http.RequestListener): { readonly origin: string } {
  return useShared(
    async () => {
      const server = http.createServer(handler);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    },
    async ({ server }) => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  );
}
