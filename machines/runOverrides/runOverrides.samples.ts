/** The sample test's parameters (machines/testCasePage), for the dialog's paths, tests and stories (importable in the browser). */
import { stagingEnvironment } from '../environments/environments.fixtures';
import { base } from '../testCasePage/testCasePage.samples';
import type { TestParameters } from './runOverrides.machine';

export const testId = base._id;
/** Two keys: two rows use them all. */
export const sampleParameters: TestParameters = { USER: 'qa', CARD: '4242 4242 4242 4242' };
/** The project's environments as the dialog offers them (machines/environments). */
export const environmentOptions = [{ id: stagingEnvironment._id, name: stagingEnvironment.name }];
export const stagingId = stagingEnvironment._id;
