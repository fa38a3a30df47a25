/**
 * The path model of create organization: a name (blank or given), a logo address (invalid or
 * valid), a colour that smuggles CSS in, and both outcomes of the request. Few samples keep the
 * snapshots few: every field combination is a snapshot of its own.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { createOrganizationObservations, createOrganizationTransitions } from './createOrganization.expectations';
import { createOrganizationMachine, type CreatedOrganization, type OrganizationCreate } from './createOrganization.machine';

export const createdAcme: CreatedOrganization = { org_id: '0b5f3c9e-7f1e-4c55-9a43-2f1d8c0e6a11', name: 'Acme QA' };

export const createOrganizationPathModel: PathModel<typeof createOrganizationMachine> = {
  machine: createOrganizationMachine,
  inputs: [undefined],
  implementations: {
    actors: { createOrganization: neverSettles<CreatedOrganization, OrganizationCreate>() },
    actions: { notifyCreated: () => {}, notifyFailed: () => {}, goToOrganization: () => {} },
  },
  events: () => [
    { type: 'field.changed', field: 'name', value: ' Acme QA ' },
    { type: 'field.changed', field: 'name', value: '   ' },
    { type: 'field.changed', field: 'logo', value: 'acme logo' },
    { type: 'field.changed', field: 'logo', value: 'https://acme.example/logo.png' },
    { type: 'field.changed', field: 'primary', value: 'red; background: url(x)' },
    { type: 'form.submit' },
    doneEvent('createOrganization', createdAcme),
    errorEvent('createOrganization', 'An organization with this name already exists'),
  ],
  observations: createOrganizationObservations,
  transitions: createOrganizationTransitions,
};
