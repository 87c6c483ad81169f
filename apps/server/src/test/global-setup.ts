import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './test-database.ts';
// ProvidedContext (what this setup provides) is declared in test-database.ts, which reads it.
import { resolveTestServices } from './test-services.ts';

/** Once per run: find (or start) PostgreSQL and Redis, and migrate one template database. */
export default async function setup(project: TestProject) {
  const services = await resolveTestServices();
  const template = await createTemplateDatabase(services.databaseUrl);
  project.provide('testDatabaseAdminUrl', services.databaseUrl);
  project.provide('testTemplateDatabase', template.name);
  project.provide('testRedisUrl', services.redisUrl);
  return async () => {
    await template.drop();
    await services.stop();
  };
}
