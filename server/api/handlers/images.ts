/**
 * Screenshots: members read them (getImage) or get a temporary address for an `<img src>`
 * (getScreenshotUrl); anyone reads those of a published test, or any with a valid temporary
 * address (getPublicImage). Images are named by the file's id or by its key.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import { files, testCases, testRuns } from '../../db/schema.ts';
import { isUuid, requireTestCase } from '../access.ts';
import { HttpError, notFound } from '../httpError.ts';
import { checkImageSignature, signedImageUrl } from '../imageSignature.ts';
import { sendStoredFile, storedFileContent } from '../sendStoredFile.ts';
import type { Identity } from '../identity.ts';
import type { HandlerContext, Handlers } from './types.ts';

type FileRow = typeof files.$inferSelect;

/** An image file by id or key, with the test it belongs to (directly or through its run). */
async function findImage(db: Db, idOrKey: string): Promise<{ file: FileRow; testCaseId: string } | null> {
  const [file] = await db
    .select()
    .from(files)
    .where(isUuid(idOrKey) ? eq(files.id, idOrKey) : eq(files.key, idOrKey));
  // Only images: traces and videos are artifacts of runs, read through getArtifact.
  if (!file?.contentType.startsWith('image/')) return null;
  if (file.testCaseId) return { file, testCaseId: file.testCaseId };
  if (!file.testRunId) return null;
  const [run] = await db.select({ testCaseId: testRuns.testCaseId }).from(testRuns).where(eq(testRuns.id, file.testRunId));
  return run ? { file, testCaseId: run.testCaseId } : null;
}

/** The image, when the caller is a member of its test's organization; otherwise 404. */
async function requireImage(db: Db, identity: Identity, idOrKey: string) {
  const image = await findImage(db, idOrKey);
  if (!image) throw notFound('Image');
  await requireTestCase(db, identity, image.testCaseId).catch((error: unknown) => {
    throw error instanceof HttpError ? notFound('Image') : error;
  });
  return image.file;
}

export function imageHandlers({ db, fileStore }: HandlerContext): Handlers {
  const sendImage = async (request: FastifyRequest, reply: FastifyReply, file: FileRow, cacheControl: string) =>
    sendStoredFile(reply, file, await storedFileContent(fileStore, file, 'Image', request), cacheControl);
  return {
    async getImage({ identity, params, request, reply }) {
      return sendImage(request, reply, await requireImage(db, identity, params.id), 'private, max-age=300');
    },

    async getScreenshotUrl({ identity, params }) {
      const file = await requireImage(db, identity, params.key);
      return signedImageUrl(db, file.id);
    },

    /** Public (no token). */
    async getPublicImage({ params, query, request, reply }) {
      const image = await findImage(db, params.id);
      if (!image) throw notFound('Image');
      const { expires, signature } = query;
      if (expires !== undefined && signature !== undefined) {
        const check = await checkImageSignature(db, image.file.id, expires, signature);
        if (check === 'valid')
          return sendImage(request, reply, image.file, `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`);
        // An expired address of a published test's image still shows it, as published images do.
        if (!(await isPublished(db, image.testCaseId))) {
          throw check === 'expired' ? new HttpError(403, 'This image address has expired. Reload the page.') : notFound('Image');
        }
      }
      if (!(await isPublished(db, image.testCaseId))) throw notFound('Image');
      return sendImage(request, reply, image.file, 'public, max-age=300');
    },
  };
}

async function isPublished(db: Db, testCaseId: string): Promise<boolean> {
  const [row] = await db.select({ isPublic: testCases.isPublic }).from(testCases).where(eq(testCases.id, testCaseId));
  return row?.isPublic === true;
}
