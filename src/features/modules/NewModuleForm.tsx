/** The 'New module' form: name (required), type, optional script; 'Create module' loads while creating. */
import { Button, Field, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { MODULE_TYPES } from '../../../machines/modules/modules.machine';
import { selectDraft, selectIsCreating } from '../../../machines/listResource/listResource.selectors';
import { selectDraftNameError } from '../../../machines/modules/modules.selectors';
import type { ModulesProps } from './moduleProps';

// Hidden from assistive technology: the missing `required` already says the field is optional.
const optionalMark = (
  <Text as="span" color="fg.muted" fontWeight="normal" aria-hidden>
    (optional)
  </Text>
);

export function NewModuleForm({ snapshot, send }: ModulesProps) {
  const draft = selectDraft(snapshot);
  const error = selectDraftNameError(snapshot);
  const creating = selectIsCreating(snapshot);
  return (
    <Stack asChild gap="3" p="4" borderWidth="1px" rounded="md">
      {/* Validation is the machine's: the browser's own is switched off with noValidate. */}
      <form
        noValidate
        aria-label="New module"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'item.create' });
        }}
      >
        <Heading as="h2" size="md">
          New module
        </Heading>
        <Field.Root required invalid={error !== null} readOnly={creating}>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={draft.name}
            placeholder="Log in"
            autoComplete="off"
            onChange={(event) => send({ type: 'draft.changed', patch: { name: event.target.value } })}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Field.Root disabled={creating}>
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.moduleType}
              onChange={(event) => send({ type: 'draft.changed', patch: { moduleType: event.target.value } })}
            >
              {MODULE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root readOnly={creating}>
          <Field.Label>
            Script
            {optionalMark}
          </Field.Label>
          <Textarea
            value={draft.script}
            rows={4}
            fontFamily="mono"
            fontSize="sm"
            placeholder='page.goto(f"{BASE_URL}/login")'
            onChange={(event) => send({ type: 'draft.changed', patch: { script: event.target.value } })}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={creating} loadingText="Create module">
          Create module
        </Button>
      </form>
    </Stack>
  );
}
