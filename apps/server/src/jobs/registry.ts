import type { z } from 'zod';
import { modules } from '../modules/index.ts';
import type { RunnableJob } from './job-definition.ts';

type ModuleJob<M> = M extends { jobs: readonly (infer J)[] } ? J : never;
type RegisteredJob = ModuleJob<(typeof modules)[number]>;

/** Every job a worker knows: the modules' jobs. A job missing here never runs, and its old schedule is dropped. */
export const jobRegistry: readonly RunnableJob[] = modules.flatMap(
  (module): readonly RunnableJob[] => ('jobs' in module ? module.jobs : []),
);

export type JobName = RegisteredJob extends { name: infer N } ? N : never;
export type JobPayload<N extends JobName> = z.input<Extract<RegisteredJob, { name: N }>['payload']>;
