/**
 * The README's API status table, computed from the contract and the implemented handlers so it
 * cannot drift: `npm run api-status` rewrites it; a test fails when the README disagrees.
 */
import { listOperations, loadContract } from './contract.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createHandlers } from './handlers/index.ts';
import * as schema from '../db/schema.ts';

/** Which issue builds each operation that is not built yet. */
const plannedIn: Record<string, number> = {
  ...Object.fromEntries(
    [
      'listUserOrganizations',
      'getOrganizationSettings',
      'createOrganization',
      'updateOrganizationSettings',
      'listOrganizationMembers',
      'addOrganizationMember',
      'removeOrganizationMember',
      'regenerateServiceAccountKey',
      'isTestAdmin',
      'isTestAdminOrBizDev',
    ].map((id) => [id, 3]),
  ),
  ...Object.fromEntries(
    [
      'regenerateTestCase',
      'cancelTestCaseGeneration',
      'submitStepFeedback',
      'forceStopTestCase',
      'getTestCaseDebug',
      'getTestCaseLogs',
      'getImage',
      'getPublicImage',
      'getScreenshotUrl',
    ].map((id) => [id, 5]),
  ),
  ...Object.fromEntries(
    [
      'runTestSuite',
      'runTestCollection',
      'createTestCollection',
      'getTestCollection',
      'updateTestCollection',
      'deleteTestCollection',
      'listTestCollections',
      'listRecentCollectionRuns',
      'listTestSuiteRuns',
      'getArtifact',
      'getArtifactUrl',
      'getPublicArtifact',
      'listTestRuns',
      'getTestRun',
      'createTestRun',
      'cancelTestRun',
    ].map((id) => [id, 6]),
  ),
};

export const STATUS_START = '<!-- api-status:start -->';
export const STATUS_END = '<!-- api-status:end -->';

export function apiStatusTable(): string {
  // Handlers only close over the database; listing their names calls none, so one never
  // connected (drizzle's mock) serves.
  const built = new Set(Object.keys(createHandlers({ db: drizzle.mock({ schema }) })));
  const rows = listOperations(loadContract()).map(({ method, route, operation }) => {
    const id = operation.operationId;
    const status = built.has(id) ? 'built' : `501 until #${plannedIn[id] ?? 4}`;
    const origin = operation['x-origin'] === 'spec' ? 'spec §7' : 'screens';
    return `| \`${method} /api${route}\` | ${id} | ${origin} | ${status} |`;
  });
  const builtCount = rows.filter((row) => row.endsWith('| built |')).length;
  return [
    builtCount === rows.length
      ? `All ${rows.length} operations are built.`
      : `${builtCount} of ${rows.length} operations are built; the others answer \`501 {"message": "Not implemented yet"}\`.`,
    '',
    '| call | operationId | from | status |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function replaceStatusSection(readme: string): string {
  const start = readme.indexOf(STATUS_START);
  const end = readme.indexOf(STATUS_END);
  if (start < 0 || end < start) throw new Error('README.md has no api-status markers.');
  return `${readme.slice(0, start + STATUS_START.length)}\n${apiStatusTable()}\n${readme.slice(end)}`;
}
