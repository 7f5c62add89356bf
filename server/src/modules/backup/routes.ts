import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdminToken } from '../admin/routes';
import { writeBackup } from './service';

/**
 * POST /api/admin/backup — the admin CLI's `backup create <folder>` while a server holds
 * the embedded database (only it may read it): the server writes the backup into a folder
 * on its own machine (docs/decisions/097).
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/backup',
    {
      onRequest: requireAdminToken(app),
      schema: {
        hide: true,
        body: z.object({ directory: z.string().min(1).max(4096) }),
        response: {
          200: z.object({
            ok: z.literal(true),
            output: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const manifest = await writeBackup(
        {
          database: app.database,
          storage: app.providers.storage,
          dataDir: app.config.dataDir,
          now: app.deps.clock(),
        },
        request.body.directory,
      );
      return {
        ok: true as const,
        output: `Backed up to ${request.body.directory}: the database (${manifest.databaseBytes} bytes compressed) and ${manifest.uploads} uploaded files, taken ${manifest.createdAt}.`,
      };
    },
  );
};
