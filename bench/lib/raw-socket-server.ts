// The baseline of the realtime benches: a bare Socket.IO server (no auth, no database, no
// adapter) on a bare node:http server, started in a child process by bench/lib/api-process.ts
// exactly like the API. A client names its room in the handshake (`auth.room`); an HTTP
// `POST /emit?room=<room>&event=<event>&id=<id>` emits `{ id }` to that room and answers 204,
// so the baseline's trigger is an HTTP request, as the API's accept or chat send is.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'POST' || url.pathname !== '/emit') {
    response.writeHead(404).end();
    return;
  }
  // The body is not used; it is read so the connection is ready for the next request.
  request.resume();
  request.once('end', () => {
    io.to(url.searchParams.get('room') ?? '').emit(url.searchParams.get('event') ?? 'push', {
      id: url.searchParams.get('id'),
    });
    response.writeHead(204).end();
  });
});
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  const room: unknown = socket.handshake.auth.room;
  if (typeof room === 'string') void socket.join(room);
});

http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = http.address() as AddressInfo;
  console.log(`raw Socket.IO running at http://localhost:${port}`);
});
process.once('SIGTERM', () => {
  void io.close();
  http.close(() => process.exit(0));
});
