import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @apparel/server db:generate --name <change>` writes a new SQL migration from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
