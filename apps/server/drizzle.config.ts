import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Shared tables, and each domain's own in its module.
  schema: ['./src/db/schema/*.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
});
