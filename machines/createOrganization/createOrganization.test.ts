import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { createOrganizationMachine, organizationCreateBody, type OrganizationField } from './createOrganization.machine';
import { createOrganizationPathModel, createdAcme } from './createOrganization.paths';
import { selectError, selectField, selectFieldError, selectIsBusy, selectPreview } from './createOrganization.selectors';

describePathModel(createOrganizationPathModel);

function startCreateOrganization() {
  const calls: unknown[] = [];
  const done: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const actor = createActor(
    createOrganizationMachine.provide({
      actors: {
        createOrganization: fromPromise(({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
      },
      actions: { notifyCreated: record('notifyCreated'), notifyFailed: record('notifyFailed'), goToOrganization: record('goToOrganization') },
    }),
  ).start();
  const type = (field: OrganizationField, value: string) => actor.send({ type: 'field.changed', field, value });
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor, type, settle, calls, done, snapshot: () => actor.getSnapshot() };
}

describe('createOrganization', () => {
  it('sends nothing while a field is invalid, and says why once the user tried', () => {
    const { actor, type, calls, snapshot } = startCreateOrganization();
    type('name', '   ');
    type('logo', 'acme.example/logo.png');
    type('title', 'x'.repeat(201));
    type('primary', '#ff6600');
    type('secondary', 'red; background: url(x)');
    expect(selectFieldError(snapshot(), 'name')).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(calls).toEqual([]);
    expect(snapshot().value).toBe('editing');
    expect(selectFieldError(snapshot(), 'name')).toBe('This field is required');
    expect(selectFieldError(snapshot(), 'logo')).toBe('Invalid URL');
    expect(selectFieldError(snapshot(), 'title')).toBe('At most 200 characters');
    expect(selectFieldError(snapshot(), 'primary')).toBeNull();
    expect(selectFieldError(snapshot(), 'secondary')).toBe('Invalid colour');
    // After the first attempt the messages follow every keystroke.
    type('name', 'Acme QA');
    expect(selectFieldError(snapshot(), 'name')).toBeNull();
    expect(selectField(snapshot(), 'name')).toBe('Acme QA');
  });

  it('sends the trimmed name and only the branding given', () => {
    const { actor, type, calls, snapshot } = startCreateOrganization();
    type('name', '  Acme QA ');
    type('title', '   ');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(calls).toEqual([{ name: 'Acme QA', ui_config: {} }]);
    expect(selectIsBusy(snapshot())).toBe(true);
  });

  it('builds the theme only from the colours given', () => {
    const fields = { name: ' Acme ', logo: ' https://acme.example/logo.png ', title: ' Acme QA ', primary: ' #ff6600 ', secondary: '' };
    expect(organizationCreateBody(fields)).toEqual({
      name: 'Acme',
      ui_config: { logo: 'https://acme.example/logo.png', title: 'Acme QA', theme: { primary: '#ff6600' } },
    });
    expect(organizationCreateBody({ ...fields, primary: '', secondary: 'rgb(0, 51, 102)' }).ui_config?.theme).toEqual({
      secondary: 'rgb(0, 51, 102)',
    });
    expect(organizationCreateBody({ ...fields, primary: '  ' }).ui_config).not.toHaveProperty('theme');
  });

  it('announces the new organization and opens it', () => {
    const { actor, type, settle, done, snapshot } = startCreateOrganization();
    type('name', 'Acme QA');
    actor.send({ type: 'form.submit' });
    settle(doneEvent('createOrganization', createdAcme));
    expect(snapshot().status).toBe('done');
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(done).toEqual([
      ['notifyCreated', { title: 'Organization created', text: 'Acme QA is ready.', type: 'success' }],
      ['goToOrganization', { orgId: createdAcme.org_id }],
    ]);
  });

  it('reports a failure, shows the server message until the next submit, and lets the user retry', () => {
    const { actor, type, settle, calls, done, snapshot } = startCreateOrganization();
    type('name', 'Acme QA');
    actor.send({ type: 'form.submit' });
    settle(errorEvent('createOrganization', 'Only super admins may create organizations'));
    expect(snapshot().value).toBe('editing');
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(selectError(snapshot())).toBe('Only super admins may create organizations');
    expect(done).toEqual([['notifyFailed', { title: 'Some error occurred', text: 'Unable to create the organization', type: 'error' }]]);
    type('name', 'Acme QA 2');
    expect(selectError(snapshot())).toBe('Only super admins may create organizations');
    actor.send({ type: 'form.submit' });
    expect(selectError(snapshot())).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('previews only valid branding, trimmed', () => {
    const { type, snapshot } = startCreateOrganization();
    expect(selectPreview(snapshot())).toEqual({ name: '', title: 'Critical Journey', logo: null, primary: null, secondary: null });
    type('name', ' Acme ');
    type('title', ' Acme QA ');
    type('logo', 'acme.example/logo.png');
    type('primary', ' #ff6600 ');
    type('secondary', 'red;');
    expect(selectPreview(snapshot())).toEqual({ name: 'Acme', title: 'Acme QA', logo: null, primary: '#ff6600', secondary: null });
    type('logo', ' https://acme.example/logo.png ');
    expect(selectPreview(snapshot()).logo).toBe('https://acme.example/logo.png');
  });
});
