import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './test-database.ts';
import { resolveTestServices } from './test-services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL to create test databases on */
    testDatabaseAdminUrl: string;
    /** the migrated database each test file copies */
    testTemplateDatabase: string;
    testRedisUrl: string;
  }
}

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
