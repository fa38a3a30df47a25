/** The published test's machine wired to the public API, the clipboard and toasts. */
import { fromPromise } from 'xstate';
import { publicTestMachine } from '../../machines/publicTest/publicTest.machine';
import { getPublicTestCase } from '../api/publicTests';
import { notify } from './page';

export const publicTest = publicTestMachine.provide({
  actors: { getPublicTestCase: fromPromise(({ input }) => getPublicTestCase(input.id)) },
  actions: {
    copyScript: (_, { script }) => {
      void navigator.clipboard.writeText(script).then(() => notify(null, { title: 'Copied to clipboard', type: 'success' }));
    },
  },
});
