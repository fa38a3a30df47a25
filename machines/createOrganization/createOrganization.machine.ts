/**
 * Create organization (/create-org, super admins only; spec sections 2, 3 and 7): a name and
 * the optional branding (ui_config: logo, page title, theme colours), sent as
 * POST /api/organizations. Success announces the organization and opens it; a failure keeps
 * the form, with the server's message under it until the next submit.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { maxLengthError, optionalColourError, optionalUrlError, requiredError } from '../_shared/validation';
import { providedActor, providedAction } from '../_shared/provided';

export type OrganizationCreate = components['schemas']['OrganizationCreate'];
export type CreatedOrganization = Pick<components['schemas']['Organization'], 'org_id' | 'name'>;

export type OrganizationField = 'name' | 'logo' | 'title' | 'primary' | 'secondary';
/** What the user typed, untrimmed. */
export type OrganizationFields = Record<OrganizationField, string>;

/** The contract's limits (`Name`, `UiConfig.title`). */
export const NAME_MAX_LENGTH = 200;
export const TITLE_MAX_LENGTH = 200;

export interface CreateOrganizationContext {
  fields: OrganizationFields;
  /** Field errors show once the user tried to submit, then follow every keystroke. */
  showErrors: boolean;
  /** The server's message from the last failed request, shown under the form. */
  error: string | null;
}

export type CreateOrganizationEvent = { type: 'field.changed'; field: OrganizationField; value: string } | { type: 'form.submit' };

export const emptyOrganizationFields: OrganizationFields = { name: '', logo: '', title: '', primary: '', secondary: '' };

export const createOrganizationInitialContext: CreateOrganizationContext = {
  fields: emptyOrganizationFields,
  showErrors: false,
  error: null,
};

/** The message under each field, checked trimmed; null where the value is acceptable. */
export function organizationFieldErrors(fields: OrganizationFields): Record<OrganizationField, string | null> {
  return {
    name: requiredError(fields.name) ?? maxLengthError(fields.name, NAME_MAX_LENGTH),
    // The logo is an image source: an address without a protocol would resolve against our origin.
    logo: optionalUrlError(fields.logo, { requireProtocol: true }),
    title: maxLengthError(fields.title, TITLE_MAX_LENGTH),
    primary: optionalColourError(fields.primary),
    secondary: optionalColourError(fields.secondary),
  };
}

export function isOrganizationValid(fields: OrganizationFields): boolean {
  return Object.values(organizationFieldErrors(fields)).every((error) => error === null);
}

/** The request body: trimmed values, only the branding given, and a theme only with a colour. */
export function organizationCreateBody(fields: OrganizationFields): OrganizationCreate {
  const [logo, title, primary, secondary] = [fields.logo, fields.title, fields.primary, fields.secondary].map((value) => value.trim());
  const theme = { ...(primary && { primary }), ...(secondary && { secondary }) };
  return {
    name: fields.name.trim(),
    ui_config: { ...(logo && { logo }), ...(title && { title }), ...((primary || secondary) && { theme }) },
  };
}

export const createOrganizationMachine = setup({
  types: {
    context: {} as CreateOrganizationContext,
    events: {} as CreateOrganizationEvent,
    tags: {} as 'busy',
    children: {} as { createOrganization: 'createOrganization' },
  },
  actors: {
    /** POST /api/organizations (operation createOrganization). */
    createOrganization: providedActor<CreatedOrganization, OrganizationCreate>('createOrganization'),
  },
  actions: {
    setField: assign(({ context }, params: { field: OrganizationField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
    })),
    showErrors: assign({ showErrors: true }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    notifyCreated: providedAction<ToastParams>('notifyCreated'),
    notifyFailed: providedAction<ToastParams>('notifyFailed'),
    /** Selects the new organization and leaves for its pages. */
    goToOrganization: providedAction<{ orgId: string }>('goToOrganization'),
  },
  guards: {
    isFormValid: ({ context }) => isOrganizationValid(context.fields),
  },
}).createMachine({
  id: 'createOrganization',
  context: createOrganizationInitialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    // Only the outcome leaves: the form is read-only meanwhile.
    saving: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'createOrganization',
        src: 'createOrganization',
        input: ({ context }) => organizationCreateBody(context.fields),
        onDone: {
          target: 'created',
          actions: [
            {
              type: 'notifyCreated',
              params: ({ event }) => ({ title: 'Organization created', text: `${event.output.name} is ready.`, type: 'success' as const }),
            },
            { type: 'goToOrganization', params: ({ event }) => ({ orgId: event.output.org_id }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            {
              type: 'notifyFailed',
              params: { title: 'Some error occurred', text: 'Unable to create the organization', type: 'error' },
            },
          ],
        },
      },
    },
    // The app opens the new organization; the form stays read-only until it does.
    created: {
      type: 'final',
      tags: 'busy',
    },
  },
});
