// The baseline for HTTP scenarios: bare Fastify in its own process answering every GET with one
// fixed JSON body (taken from the real app's answer), compressed with the app's own settings,
// so the figures beside the app's show what the app adds on top of HTTP, JSON and compression.
// Run by bench/lib/servers.ts: BODY_FILE=<json file> node --import tsx bench/lib/bare-server.ts
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { compressPlugin } from '../../apps/server/src/plugins/compress.ts';

const bodyFile = process.env.BODY_FILE;
if (!bodyFile) throw new Error('BODY_FILE names the JSON body to serve');
const body: unknown = JSON.parse(readFileSync(bodyFile, 'utf8'));

const app = Fastify({ logger: false });
await app.register(compressPlugin);
app.get('/*', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(
  `bare Fastify listening on ${typeof address === 'object' && address ? address.port : ''}`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
