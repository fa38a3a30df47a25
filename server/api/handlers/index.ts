/**
 * Every implemented operation, by operationId. Operations of the contract that are missing here
 * answer 501 "Not implemented yet" (see app.ts) and are listed in the README's status table.
 */
import type { HandlerContext, Handlers } from './types.ts';
import { testSuiteHandlers } from './testSuites.ts';
import { organizationHandlers } from './organizations.ts';
import { suiteContentHandlers } from './suiteContents.ts';
import { testCaseHandlers } from './testCases.ts';
import { treeOperationHandlers } from './treeOperations.ts';
import { publishingHandlers } from './publishing.ts';
import { imageHandlers } from './images.ts';
import { sharedParameterHandlers } from './sharedParameters.ts';
import { browserStateHandlers } from './browserStates.ts';
import { testModuleHandlers } from './modules.ts';
import { featureHandlers } from './features.ts';
import { importExportHandlers } from './importExport.ts';
import { generationHandlers } from './generation.ts';
import { runHandlers } from './runs.ts';
import { collectionHandlers } from './collections.ts';
import { stepHandlers } from './steps.ts';
import { flakinessHandlers } from './flakiness.ts';
import { alertHandlers } from './alerts.ts';
import { scriptVersionHandlers } from './scriptVersions.ts';
import { environmentHandlers } from './environments.ts';
import { healHandlers } from './heals.ts';

export function createHandlers(context: HandlerContext): Handlers {
  return {
    ...organizationHandlers(context),
    ...testSuiteHandlers(context),
    ...suiteContentHandlers(context),
    ...testCaseHandlers(context),
    ...treeOperationHandlers(context),
    ...publishingHandlers(context),
    ...imageHandlers(context),
    ...sharedParameterHandlers(context),
    ...browserStateHandlers(context),
    ...testModuleHandlers(context),
    ...featureHandlers(context),
    ...importExportHandlers(context),
    ...generationHandlers(context),
    ...runHandlers(context),
    ...collectionHandlers(context),
    ...stepHandlers(context),
    ...flakinessHandlers(context),
    ...alertHandlers(context),
    ...scriptVersionHandlers(context),
    ...environmentHandlers(context),
    ...healHandlers(context),
  };
}
