/**
 * The back-office CSV import in the admin area (admin role; the admin-area rule lists the path):
 *   POST /api/admin/backoffice-import        upload a CSV (multipart "file"): 202 with the run's progress
 *   GET  /api/admin/backoffice-import/{id}   the run's progress and the rejected rows so far
 * The multipart parser is registered inside this feature's scope only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import { requireStaff } from '../../auth';
import { AppError } from '../../errors';
import { ZErrorBody } from '../../../domain/errors';
import {
  BACKOFFICE_IMPORT_MAX_BYTES,
  ZBackofficeImportIdParams,
  ZBackofficeImportProgress,
  backofficeImportMessages,
} from '../../../domain/backoffice-import';
import { BackofficeImportRuns } from './import-runs';

const ADMIN = ['admin'] as const;
const tags = ['admin'];
const errors = errorAnswers(400, 401, 403);
const routeOptions = featureRouteOptions({ tags, errors });

export const backofficeImportRoutes: FeatureRoutes = async (api, ctx) => {
  const runs = new BackofficeImportRuns(ctx, api.log);
  api.addHook('onClose', () => runs.settle());

  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: BACKOFFICE_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });

    scope.post(
      '/admin/backoffice-import',
      {
        bodyLimit: BACKOFFICE_IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          summary:
            'Import a back-office CSV (multipart field "file"); answers 202 and runs in the background',
          consumes: ['multipart/form-data'],
          response: { 202: ZBackofficeImportProgress, 413: ZErrorBody, ...errors },
        },
      },
      async (request, reply) => {
        requireStaff(request, ADMIN);
        let part;
        try {
          part = await request.file({ throwFileSizeLimit: false });
        } catch {
          throw new AppError('BAD_REQUEST', backofficeImportMessages.noFile);
        }
        if (!part) throw new AppError('BAD_REQUEST', backofficeImportMessages.noFile);
        fs.mkdirSync(runs.folder(), { recursive: true });
        const file = path.join(runs.folder(), `${randomUUID()}.csv`);
        await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
        if (part.file.truncated) {
          fs.rmSync(file, { force: true });
          throw new AppError('PAYLOAD_TOO_LARGE', backofficeImportMessages.tooLarge);
        }
        const fileName = path.basename(part.filename || 'upload.csv').slice(0, 200);
        return reply.status(202).send(runs.start(file, fileName));
      },
    );

    scope.get(
      '/admin/backoffice-import/:id',
      routeOptions({
        summary: 'Progress of a back-office import started in the admin area',
        params: ZBackofficeImportIdParams,
        response: { 200: ZBackofficeImportProgress, 404: ZErrorBody },
      }),
      async (request) => {
        requireStaff(request, ADMIN);
        const run = runs.get(request.params.id);
        if (!run) throw new AppError('NOT_FOUND', backofficeImportMessages.notFound);
        return run;
      },
    );
  });
};
