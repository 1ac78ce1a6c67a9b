import { defineConfig } from 'drizzle-kit';

// One migration folder serves PGlite and PostgreSQL alike (both are dialect postgresql).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
