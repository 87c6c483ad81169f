// The attacker of socket-flood.bench.ts, in a process of its own so that its work is not counted
// as the server's. Anonymous sockets send `room:join`/`room:leave` as fast as the server takes
// them (a window of unanswered events per socket), for a bounded time, to a server on this
// machine only. Started by the bench with fork(); not meant to be run by hand.
import { io, type Socket } from 'socket.io-client';

export type FloodOrder = {
  url: string;
  room: string;
  sockets: number;
  durationMs: number;
  /** open a new socket at once when the server closes one, as a script would */
  reconnect: boolean;
  /** the client address the flood comes from (X-Forwarded-For, to a server trusting loopback) */
  address: string;
};

export type FloodReport = {
  sent: number;
  accepted: number;
  refused: number;
  otherErrors: number;
  /** sockets the server closed */
  disconnected: number;
  /** sockets opened in all, the first ones included */
  opened: number;
  /** CPU time this process used while flooding, in ms (it shares the machine with the server) */
  cpuMs: number;
};

export type FlooderMessage = { type: 'ready' } | { type: 'done'; report: FloodReport };

/** Unanswered events each socket keeps outstanding: enough to keep the server's queue full. */
const WINDOW = 200;
const RATE_LIMITED = 'Too many requests: please slow down';

type Answer = { data: unknown } | { error: string };

const report: FloodReport = {
  sent: 0,
  accepted: 0,
  refused: 0,
  otherErrors: 0,
  disconnected: 0,
  opened: 0,
  cpuMs: 0,
};
let flooding = false;

function openSocket(order: FloodOrder): Promise<Socket> {
  report.opened += 1;
  const socket = io(order.url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { 'x-forwarded-for': order.address },
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function flood(socket: Socket, order: FloodOrder) {
  let inFlight = 0;
  let joining = true;
  const pump = () => {
    while (flooding && socket.connected && inFlight < WINDOW) {
      inFlight += 1;
      report.sent += 1;
      const event = joining ? 'room:join' : 'room:leave';
      joining = !joining;
      socket.emit(event, { room: order.room }, (answer: Answer) => {
        inFlight -= 1;
        if ('data' in answer) report.accepted += 1;
        else if (answer.error === RATE_LIMITED) report.refused += 1;
        else report.otherErrors += 1;
        pump();
      });
    }
  };
  socket.once('disconnect', (reason) => {
    if (reason === 'io server disconnect') report.disconnected += 1;
    if (flooding && order.reconnect) {
      openSocket(order).then(
        (next) => flood(next, order),
        () => undefined,
      );
    }
  });
  pump();
}

process.once('message', async (order: FloodOrder) => {
  const sockets = await Promise.all(Array.from({ length: order.sockets }, () => openSocket(order)));
  process.send?.({ type: 'ready' } satisfies FlooderMessage);
  process.once('message', () => {
    flooding = true;
    const cpuAtStart = process.cpuUsage();
    for (const socket of sockets) flood(socket, order);
    setTimeout(() => {
      flooding = false;
      const cpu = process.cpuUsage(cpuAtStart);
      report.cpuMs = (cpu.user + cpu.system) / 1000;
      process.send?.({ type: 'done', report } satisfies FlooderMessage, () => process.exit(0));
    }, order.durationMs);
  });
});
