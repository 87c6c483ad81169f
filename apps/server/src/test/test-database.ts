import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createDatabase } from './admin-database.ts';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL } from './test-services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL to create test databases on */
    testDatabaseAdminUrl: string;
    /** the migrated database each test file copies */
    testTemplateDatabase: string;
    testRedisUrl: string;
  }
}

/** A database with every migration applied, for each test file to copy (the run's template). */
export async function createTemplateDatabase(adminUrl: string) {
  const template = await createDatabase(adminUrl, 'bp_template');
  const database = openDatabase({ databaseUrl: template.url, dataDir: '' });
  try {
    await runMigrations(database);
  } finally {
    // A template with a connection open cannot be copied.
    await database.close();
  }
  return template;
}

/** A fresh copy of the template (already migrated); `drop` removes it. */
export function copyTemplateDatabase(adminUrl: string, template: string) {
  return createDatabase(adminUrl, 'bp_test', template);
}

export type TestServicesInUse = { adminUrl: string; template: string | null; redisUrl: string };

/**
 * What the run's global setup provided; outside Vitest (the bench scripts) the configured or
 * local services, with no template: each database is then migrated when created.
 */
export function testServicesInUse(): TestServicesInUse {
  try {
    return {
      adminUrl: inject('testDatabaseAdminUrl'),
      template: inject('testTemplateDatabase'),
      redisUrl: inject('testRedisUrl'),
    };
  } catch {
    return {
      adminUrl: process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL,
      template: null,
      redisUrl: process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL,
    };
  }
}

/** A fresh, migrated database: a copy of the run's template, or migrated here without one. */
export async function createMigratedDatabase(services: TestServicesInUse) {
  if (services.template) return copyTemplateDatabase(services.adminUrl, services.template);
  return createTemplateDatabase(services.adminUrl);
}
