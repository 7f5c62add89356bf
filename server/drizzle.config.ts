import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @friendly/server` writes a new SQL migration into ./drizzle
// after a change to src/db/schema.ts. The same migrations run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
