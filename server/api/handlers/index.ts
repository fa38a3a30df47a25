/**
 * Every implemented operation, by operationId. Operations of the contract that are missing here
 * answer 501 "Not implemented yet" (see app.ts) and are listed in the README's status table.
 */
import type { HandlerContext, Handlers } from './types.ts';
import { testSuiteHandlers } from './testSuites.ts';
import { organizationHandlers } from './organizations.ts';
import { suiteContentHandlers } from './suiteContents.ts';

export function createHandlers(context: HandlerContext): Handlers {
  return { ...organizationHandlers(context), ...testSuiteHandlers(context), ...suiteContentHandlers(context) };
}
