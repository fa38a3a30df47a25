/**
 * The tables' own test: a small saving machine, built right and built wrong (the wrong target and
 * the dropped toast of the issue), replayed against one pair of hand-written tables.
 */
import { describe, expect, it } from 'vitest';
import { emit, fromPromise, setup } from 'xstate';
import { assertAllTableEntriesUsed } from './coverage';
import type { ExpectationTables } from './expectations';
import { describePathModel } from './pathTests';
import { doneEvent, errorEvent, modelPaths, neverSettles, replayPath, type PathModel } from './paths';

function buildMachine({ errorTarget = 'editing', toastOnError = true } = {}) {
  return setup({
    types: { events: {} as { type: 'save' } | { type: 'close' }, tags: {} as 'busy', emitted: {} as { type: 'saved' } },
    actors: {
      saveDraft: fromPromise<string, { name: string }>(async () => {
        throw new Error('saveDraft not provided');
      }),
    },
    actions: {
      notifyFailed: (_, _params: { text: string }) => {
        throw new Error('notifyFailed not provided');
      },
    },
  }).createMachine({
    id: 'draft',
    initial: 'open',
    states: {
      open: {
        on: { close: 'closed' },
        initial: 'editing',
        states: {
          editing: { on: { save: 'saving' } },
          saving: {
            tags: 'busy',
            invoke: {
              id: 'saveDraft',
              src: 'saveDraft',
              input: { name: 'Shop' },
              onDone: { target: '#draft.closed', actions: emit({ type: 'saved' as const }) },
              onError: { target: errorTarget, actions: toastOnError ? { type: 'notifyFailed', params: { text: 'Unable to save' } } : [] },
            },
          },
        },
      },
      closed: {},
    },
  });
}

type Machine = ReturnType<typeof buildMachine>;
const isBusy = (snapshot: { hasTag: (tag: 'busy') => boolean }) => snapshot.hasTag('busy');

const tables: ExpectationTables<Machine> = {
  observations: {
    'open.editing': { can: ['save', 'close'], selectors: [[isBusy, false]] },
    'open.saving': { tags: ['busy'], can: ['close'], selectors: [[isBusy, true]] },
    closed: {},
  },
  transitions: {
    'start + xstate.init': { target: 'open.editing' },
    'open.editing + save': { target: 'open.saving', effects: [{ invoke: 'saveDraft', input: { name: 'Shop' } }] },
    'open.saving + xstate.done.actor.saveDraft': { target: 'closed', effects: [{ emit: { type: 'saved' } }] },
    'open.saving + xstate.error.actor.saveDraft': {
      target: 'open.editing',
      effects: [{ action: 'notifyFailed', params: { text: 'Unable to save' } }],
    },
    // An ancestor's key stands for both of its children.
    'open + close': { target: 'closed' },
  },
};

function modelOf(machine: Machine, overrides: Partial<PathModel<Machine>> = {}): PathModel<Machine> {
  return {
    machine,
    inputs: [undefined],
    implementations: { actors: { saveDraft: neverSettles<string, { name: string }>() }, actions: { notifyFailed: () => {} } },
    events: () => [{ type: 'save' }, { type: 'close' }, doneEvent('saveDraft', 'ok'), errorEvent('saveDraft', 'offline')],
    ...tables,
    ...overrides,
  };
}

const failedSave = (model: PathModel<Machine>) => modelPaths(model).find((path) => path.description === 'save → saveDraft error ⇒ open.editing')!;

describePathModel(modelOf(buildMachine()));

describe('expectation tables', () => {
  it('fail a wrong transition target, naming the step, the key and both targets', () => {
    // The graph walks the wrong machine too, so only the table can tell.
    const wrong = modelOf(buildMachine({ errorTarget: '#draft.closed' }));
    const path = modelPaths(wrong).find((candidate) => candidate.description === 'save → saveDraft error ⇒ closed')!;
    expect(() => replayPath(wrong, path)).toThrow(
      /step 2 \(saveDraft error\):\n {2}open\.saving \+ xstate\.error\.actor\.saveDraft \(saveDraft error\): expected the target open\.editing but it reached closed/,
    );
  });

  it('fail a dropped toast, listing the expected and the actual effects', () => {
    const model = modelOf(buildMachine({ toastOnError: false }));
    expect(() => replayPath(model, failedSave(model))).toThrow(
      /expected the effects \[\{"action":"notifyFailed","params":\{"text":"Unable to save"\}\}\]\n {4}but they were \[\]/,
    );
  });

  it('fail a state the observations do not describe, and a wrong tag, can or selector', () => {
    const model = modelOf(buildMachine());
    const { 'open.saving': _described, ...others } = tables.observations!;
    const withoutSaving = modelOf(buildMachine(), { observations: others });
    expect(() => replayPath(withoutSaving, failedSave(model))).toThrow(/the state open\.saving has no entry in observations/);
    const wrongView = modelOf(buildMachine(), {
      observations: { ...tables.observations, 'open.saving': { can: ['save'], selectors: [[isBusy, false]] } },
    });
    expect(() => replayPath(wrongView, failedSave(model))).toThrow(
      /in open\.saving, tags: expected \[\] but found \[busy\]\n {2}in open\.saving, can: expected \[save\] but the snapshot accepts \[close\]\n {2}in open\.saving, isBusy: expected false but got true/,
    );
  });

  it('fail a step with an effect that has no entry', () => {
    const { 'open.editing + save': _, ...rest } = tables.transitions!;
    const model = modelOf(buildMachine(), { transitions: rest });
    expect(() => replayPath(model, failedSave(model))).toThrow(
      /open\.editing \+ save has no entry in transitions; it reached open\.saving with effects \[\{"invoke":"saveDraft","input":\{"name":"Shop"\}\}\]/,
    );
  });

  it('report entries no replay checked', () => {
    const model = modelOf(buildMachine(), { transitions: { ...tables.transitions, 'closed + save': { target: 'open.saving' } } });
    expect(() => assertAllTableEntriesUsed(model)).toThrow(/transitions\['closed \+ save'\] is never reached/);
  });
});
