/**
 * POST /api/internal/backup: the running server writes a backup of its embedded database into
 * DATA_DIR/backups and answers with the file (used by `npm run backup`), or 503 with the reason when
 * the disk has no room for it (db/backup.ts). Only a caller on this
 * machine with the token from the data folder gets an answer (backup-access.ts); anyone else gets
 * 404, as if the route did not exist. Hidden from the OpenAPI document.
 */
import { z } from 'zod';
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import { AppError, notFound } from '../../errors';
import { BackupSpaceError } from '../../db/backup';
import { BACKUP_TOKEN_HEADER, ensureBackupToken, isFromThisMachine, tokenMatches } from './backup-access';
import { backupNow } from './daily-backups';

const ZBackupTaken = z.object({ file: z.string(), bytes: z.number().int(), takenAt: z.string() });

export const backupRoutes: FeatureRoutes = async (api, ctx) => {
  const embedded = ctx.database.embedded;
  const token = embedded ? ensureBackupToken(ctx.config.DATA_DIR) : undefined;

  api.post(
    '/internal/backup',
    { schema: { hide: true, response: { 200: ZBackupTaken, 404: ZErrorBody, 503: ZErrorBody } } },
    async (request) => {
      if (
        !token ||
        !isFromThisMachine(request) ||
        !tokenMatches(token, request.headers[BACKUP_TOKEN_HEADER])
      ) {
        throw notFound();
      }
      const taken = await backupNow(ctx.database, 'manual', ctx.now()).catch((error: unknown) => {
        // no room: the refusal's own message, for `npm run backup` to print
        throw error instanceof BackupSpaceError ? new AppError('UNAVAILABLE', error.message) : error;
      });
      request.log.info(`Backup written on request: ${taken.file}`);
      return { file: taken.file, bytes: taken.bytes, takenAt: taken.takenAt.toISOString() };
    },
  );
};
