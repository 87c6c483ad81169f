import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type CreatedDatabase = { name: string; url: string; drop(): Promise<void> };

/** One statement on a connection of its own (CREATE DATABASE cannot run inside a transaction). */
async function asAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database `<prefix>_<random>` on the server of `adminUrl`, empty or a copy of `template`;
 * `drop` removes it, closing any connection still open. Used by the unit tests' global setup
 * and by e2e specs that need a database of their own, so it imports nothing of Vitest.
 */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<CreatedDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
