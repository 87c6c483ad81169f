import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps.ts';
import type { RunnableJob } from '../jobs/job-definition.ts';
import type { SocketHandlers } from '../realtime/socket-handlers.ts';

/** A module's HTTP routes: registered under /api/v1, each module in its own context. */
export type ModuleRoutes = FastifyPluginAsync<{ deps: Deps }>;

/** Pages the server writes itself, outside /api/v1 (the development mailbox at /dev/mail). */
export type ModulePages = FastifyPluginAsync<{ deps: Deps }>;

/**
 * What a domain adds to the app (see docs/architecture.md). `app.ts`, the job registry and the
 * realtime core iterate the one `modules` list, so a new domain touches no other central file.
 */
export type AppModule = {
  name: string;
  routes?: ModuleRoutes;
  pages?: ModulePages;
  jobs?: readonly RunnableJob[];
  socketHandlers?: SocketHandlers;
};

/** Keeps the module's exact job types, so `deps.jobs.enqueue` checks names and payloads. */
export function defineModule<const M extends AppModule>(module: M): M {
  return module;
}
