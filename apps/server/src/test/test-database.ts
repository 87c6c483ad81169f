import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL to create test databases on */
    testDatabaseAdminUrl: string;
    /** the migrated database each test file copies */
    testTemplateDatabase: string;
    testRedisUrl: string;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A database with every migration applied, for each test file to copy (the run's template). */
export async function createTemplateDatabase(adminUrl: string) {
  const name = `bp_template_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const database = openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' });
  try {
    await runMigrations(database);
  } finally {
    // A template with a connection open cannot be copied.
    await database.close();
  }
  return {
    name,
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A fresh copy of the template (already migrated); `drop` removes it. */
export async function copyTemplateDatabase(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bp_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name} template ${template}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
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
      adminUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      template: null,
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    };
  }
}

/** A fresh, migrated database: a copy of the run's template, or migrated here without one. */
export async function createMigratedDatabase(services: TestServicesInUse) {
  if (services.template) return copyTemplateDatabase(services.adminUrl, services.template);
  const fresh = await createTemplateDatabase(services.adminUrl);
  return { url: databaseUrl(services.adminUrl, fresh.name), drop: fresh.drop };
}
