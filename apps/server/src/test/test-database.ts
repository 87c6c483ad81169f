import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

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
