import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts with `npm run generate:migrations`
// and applied at server start; the same folder serves PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
