/** A test's script versions (server/runs/scriptVersions.ts): listed for its history, and restored. */
import { eq } from 'drizzle-orm';
import { testCases } from '../../db/schema.ts';
import { isGeneratingState } from '../../../rules/states.ts';
import { findScriptVersion, listScriptVersions, recordScriptVersion } from '../../runs/scriptVersions.ts';
import { testCaseView } from '../testCaseView.ts';
import { HttpError, notFound } from '../httpError.ts';
import { requireTestCase } from '../access.ts';
import type { HandlerContext, Handlers } from './types.ts';

export function scriptVersionHandlers({ db }: HandlerContext): Handlers {
  return {
    async listScriptVersions({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      return listScriptVersions(db, testCase);
    },

    async restoreScriptVersion({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      if (isGeneratingState(testCase.state)) throw new HttpError(400, 'The test is being generated: restore a version once it ended.');
      // Anything but a version's number names no version.
      const number = /^[1-9][0-9]{0,6}$/.test(params.version) ? Number(params.version) : null;
      const version = number === null ? undefined : await findScriptVersion(db, testCase.id, number);
      if (!version) throw notFound('Script version');
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testCases)
          .set({ finalScript: version.finalScript, finalScriptPy: version.finalScriptPy, updatedAt: new Date() })
          .where(eq(testCases.id, testCase.id))
          .returning();
        await recordScriptVersion(tx, testCase.id, {
          finalScript: version.finalScript,
          finalScriptPy: version.finalScriptPy,
          source: 'restore',
          author: identity.email,
        });
        return updated;
      });
      return testCaseView(db, row);
    },
  };
}
