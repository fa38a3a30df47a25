/**
 * What the user observes in each state of create organization, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts). Spec
 * sections 2, 3 and 7: /create-org (super admins), POST organizations with name and ui_config
 * (logo, title, colours). Field rules are spec section 5's: required, 'Invalid URL', and the
 * contract's colour rule.
 */
import type { SnapshotFrom } from 'xstate';
import type { ExpectationTables, Observation } from '../_testing/expectations';
import type { CreateOrganizationContext, createOrganizationMachine } from './createOrganization.machine';
import { selectError, selectField, selectFieldError, selectIsBusy, selectPreview } from './createOrganization.selectors';

type Machine = typeof createOrganizationMachine;
type Tables = ExpectationTables<Machine>;

const VALID_LOGO = 'https://acme.example/logo.png';
const SERVER_MESSAGE = 'An organization with this name already exists';

/** The fields the samples change, as typed. */
const typed = (snapshot: SnapshotFrom<Machine>) => ({
  name: selectField(snapshot, 'name'),
  logo: selectField(snapshot, 'logo'),
  primary: selectField(snapshot, 'primary'),
});
/** The message under each field. */
const fieldErrors = (snapshot: SnapshotFrom<Machine>) => ({
  name: selectFieldError(snapshot, 'name'),
  logo: selectFieldError(snapshot, 'logo'),
  title: selectFieldError(snapshot, 'title'),
  primary: selectFieldError(snapshot, 'primary'),
  secondary: selectFieldError(snapshot, 'secondary'),
});

/** Per sample: the name is required (blank after trimming fails), the logo an address with a protocol, and a colour that smuggles CSS is refused. */
function expectedErrors({ name, logo, primary }: CreateOrganizationContext['fields']) {
  return {
    name: name.trim() === '' ? 'This field is required' : null,
    logo: logo === 'acme logo' ? 'Invalid URL' : null,
    title: null,
    primary: primary === '' ? null : 'Invalid colour',
    secondary: null,
  };
}
const isValid = (fields: CreateOrganizationContext['fields']) => Object.values(expectedErrors(fields)).every((error) => error === null);

const form =
  (busy: boolean) =>
  ({ fields, showErrors, error }: CreateOrganizationContext): Observation<Machine> => ({
    tags: busy ? ['busy'] : [],
    can: busy ? [] : ['field.changed', 'form.submit'],
    selectors: [
      [typed, { name: fields.name, logo: fields.logo, primary: fields.primary }],
      // No message before the first submit; then they follow every keystroke.
      [fieldErrors, showErrors ? expectedErrors(fields) : { name: null, logo: null, title: null, primary: null, secondary: null }],
      // The server's message stays under the form until the next submit.
      [selectError, busy ? null : error && SERVER_MESSAGE],
      // The preview shows only valid branding, trimmed; without a title the product's own.
      [
        selectPreview,
        { name: fields.name.trim(), title: 'Critical Journey', logo: fields.logo === VALID_LOGO ? VALID_LOGO : null, primary: null, secondary: null },
      ],
      [selectIsBusy, busy],
    ],
  });

export const createOrganizationObservations: Tables['observations'] = {
  editing: form(false),
  saving: form(true),
  // The app opens the new organization; the form stays read-only until it does.
  created: form(true),
};

export const createOrganizationTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'editing' },
  // Trimmed values, and only the branding given (an empty ui_config without a logo).
  'editing + form.submit': ({ fields }) =>
    isValid(fields)
      ? {
          target: 'saving',
          effects: [{ invoke: 'createOrganization', input: { name: 'Acme QA', ui_config: fields.logo === VALID_LOGO ? { logo: VALID_LOGO } : {} } }],
        }
      : {},
  // NOTE: the spec names no toast for creating an organization (section 8 lists none); the
  // machine announces it and opens it.
  'saving + xstate.done.actor.createOrganization': {
    target: 'created',
    effects: [
      { action: 'notifyCreated', params: { title: 'Organization created', text: 'Acme QA is ready.', type: 'success' } },
      { action: 'goToOrganization', params: { orgId: '0b5f3c9e-7f1e-4c55-9a43-2f1d8c0e6a11' } },
    ],
  },
  // NOTE: 'Unable to create the organization' follows section 8's pattern but is not in its list.
  'saving + xstate.error.actor.createOrganization': {
    target: 'editing',
    effects: [{ action: 'notifyFailed', params: { title: 'Some error occurred', text: 'Unable to create the organization', type: 'error' } }],
  },
};
