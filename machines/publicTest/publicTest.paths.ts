/**
 * The path model of the public test page: both outcomes of the load (404 and any other
 * failure), retry, the slideshow, and opening and closing the viewer. Two sample tests: one
 * with screenshots (the viewer and slideshow), one without (nothing to open, no script to copy).
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, neverSettles } from '../_testing/paths';
import { publicTestObservations, publicTestTransitions } from './publicTest.expectations';
import { publicTestMachine, type PublicTestCase } from './publicTest.machine';
import { apiError, generatedPublicTest, ungeneratedPublicTest } from './publicTest.samples';

export const publicTestPathModel: PathModel<typeof publicTestMachine> = {
  machine: publicTestMachine,
  inputs: [{ id: 'checkout-flow-test' }],
  implementations: {
    actors: { getPublicTestCase: neverSettles<PublicTestCase, { id: string }>() },
    actions: { copyScript: () => {} },
  },
  events: () => [
    doneEvent('getPublicTestCase', generatedPublicTest),
    doneEvent('getPublicTestCase', ungeneratedPublicTest),
    { type: 'xstate.error.actor.getPublicTestCase', error: apiError(404, 'Test case not found') },
    { type: 'xstate.error.actor.getPublicTestCase', error: apiError(503, 'Service Unavailable') },
    { type: 'load.retry' },
    { type: 'screenshot.open', index: 1 },
    { type: 'screenshot.open', index: 5 },
    { type: 'viewer.close' },
    { type: 'script.copy' },
  ],
  observations: publicTestObservations,
  transitions: publicTestTransitions,
};
