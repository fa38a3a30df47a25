/**
 * What the user observes in each state of the 'Override run parameters' dialog, and what each
 * transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). Texts are the spec's, written out rather than imported, so
 * a changed toast or message fails here.
 */
import type { ExpectationTables, Observation } from '../_testing/expectations';
import type { OverrideRow, RunOverridesContext, runOverridesMachine } from './runOverrides.machine';
import { stagingId, testId } from './runOverrides.samples';
import { selectForm, selectIsLoading, selectIsOpen } from './runOverrides.selectors';

type Machine = typeof runOverridesMachine;
type Tables = ExpectationTables<Machine>;
type Can = NonNullable<Observation<Machine>['can']>;

/** The sample test's parameters and their defaults, in the test's order; the other sample test has none. */
const DEFAULTS: Record<string, string> = { USER: 'qa', CARD: '4242 4242 4242 4242' };
const INVALID_URL = 'not a url';

const emptyForm = {
  rows: [],
  hasParameters: false,
  canAddRow: false,
  websiteUrl: '',
  websiteUrlError: null,
  retries: 0,
  environment: null,
  canSubmit: false,
};

/** Spec section 5: a row may take its own key or one no other row uses. */
const keyOptions = (rows: OverrideRow[], index: number) =>
  Object.keys(DEFAULTS).filter((key) => !rows.some((row, other) => other !== index && row.key === key));

function editing({ parameters, rows, websiteUrl, retries, environment }: RunOverridesContext): Observation<Machine> {
  const hasParameters = Object.keys(parameters).length > 0;
  // 'Add Key-Value Pair' is disabled once every key has a row (or the test has no parameters).
  const canAddRow = hasParameters && rows.length < Object.keys(DEFAULTS).length;
  // The URL is optional, but one typed must be valid to Run.
  const canSubmit = websiteUrl !== INVALID_URL;
  const can: Can = [
    'websiteUrl.changed',
    'retries.changed',
    // An environment or none; a blank id is refused.
    'environment.changed',
    'overrides.cancel',
    ...(canSubmit ? (['overrides.submit'] as const) : []),
    ...(canAddRow ? (['row.add'] as const) : []),
    ...(rows.length ? (['row.remove', 'row.valueChanged'] as const) : []),
    // The sample picks 'CARD' for the first row: taken only while no other row holds it.
    ...(rows.length && keyOptions(rows, 0).includes('CARD') ? (['row.keyChanged'] as const) : []),
  ];
  return {
    can,
    selectors: [
      [selectIsOpen, true],
      [selectIsLoading, false],
      [
        selectForm,
        {
          rows: rows.map((row, index) => ({ key: row.key, value: row.value, defaultValue: DEFAULTS[row.key], keyOptions: keyOptions(rows, index) })),
          hasParameters,
          canAddRow,
          websiteUrl,
          websiteUrlError: websiteUrl === INVALID_URL ? 'Invalid URL' : null,
          retries,
          environment,
          canSubmit,
        },
      ],
    ],
  };
}

export const runOverridesObservations: Tables['observations'] = {
  closed: {
    can: ['overrides.open'],
    selectors: [
      [selectIsOpen, false],
      [selectIsLoading, false],
      [selectForm, emptyForm],
    ],
  },
  // The dialog shows, loading the test's parameters; it can be closed meanwhile.
  loading: {
    tags: ['busy'],
    can: ['overrides.cancel'],
    selectors: [
      [selectIsOpen, true],
      [selectIsLoading, true],
      [selectForm, emptyForm],
    ],
  },
  editing,
};

export const runOverridesTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  'closed + overrides.open': { target: 'loading', effects: [{ invoke: 'getTestCaseParameters', input: { id: testId } }] },
  'loading + overrides.cancel': { target: 'closed' },
  'loading + xstate.done.actor.getTestCaseParameters': { target: 'editing' },
  // Without the parameters there is nothing to override: the dialog closes with the toast.
  'loading + xstate.error.actor.getTestCaseParameters': {
    target: 'closed',
    effects: [{ action: 'notifyFetchFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test parameters', type: 'error' } }],
  },
  // Run closes the dialog and the test's runs start one (spec section 3, "Run override payload").
  'editing + overrides.submit': ({ rows, websiteUrl, retries, environment }) =>
    websiteUrl === INVALID_URL
      ? {}
      : {
          target: 'closed',
          effects: [
            {
              send: 'testRuns',
              event: {
                type: 'run.start',
                settings: {
                  parameter_overrides: Object.fromEntries(rows.map((row) => [row.key, row.value])),
                  ...(websiteUrl.trim() ? { website_url_override: websiteUrl.trim() } : {}),
                  // None unless picked: a single test's run does not retry by default.
                  ...(retries > 0 ? { retries } : {}),
                  // None unless picked: the run then uses the test's own website and values.
                  ...(environment === stagingId ? { environment: stagingId } : {}),
                },
              },
            },
          ],
        },
  'editing + overrides.cancel': { target: 'closed' },
};
