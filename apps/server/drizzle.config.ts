import { defineConfig } from 'drizzle-kit';

// Paths relative to apps/server, where `npm run db:generate` (scripts/db-generate.mjs) runs it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/*.ts',
  out: './drizzle',
});
