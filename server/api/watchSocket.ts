/**
 * The live-watch websocket, /api/ws/{testId}. Reserved in the foundation: it accepts the
 * connection, reads the client's `{type: 'auth'}` message and tells the client that watching
 * is not available yet. TODO(#5): stream TEST_UPDATED / TEST_NOT_RUNNING / WATCH_TIMED_OUT.
 */
import type { FastifyInstance } from 'fastify';

export function registerWatchSocket(api: FastifyInstance) {
  api.get('/ws/:testId', { websocket: true }, (socket) => {
    socket.on('message', () => {
      socket.send(JSON.stringify({ type: 'error', message: 'Not implemented yet' }));
      socket.close(1000, 'Not implemented yet');
    });
  });
}
