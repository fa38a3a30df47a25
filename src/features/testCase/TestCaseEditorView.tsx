/** The test-case form (create and edit): 'Save and generate' queues generation, 'Save' only saves. */
import type { ReactNode } from 'react';
import { Button, Heading, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  selectCanCancel,
  selectCanSubmit,
  selectError,
  selectMode,
  selectSavingWith,
} from '../../../machines/testCaseEditor/testCaseEditor.selectors';
import { DescriptionField } from './DescriptionField';
import { CollectionsField } from './CollectionsField';
import { EditorChoices } from './EditorChoices';
import { EditorTextField, type TextFieldSpec } from './EditorTextField';
import type { EditorLists, EditorProps } from './editorTypes';

const MAIN_FIELDS: readonly TextFieldSpec[] = [
  { field: 'name', label: 'Name', placeholder: 'Pay by card', required: true, autoFocus: true },
  { field: 'title', label: 'Title', placeholder: 'A shopper pays by card' },
  { field: 'website', label: 'Website', placeholder: 'https://shop.example', required: true, helper: 'The address the test starts at.' },
];

const SETTINGS_FIELDS: readonly TextFieldSpec[] = [
  { field: 'username', label: 'Username', placeholder: 'qa@shop.example' },
  { field: 'password', label: 'Password', type: 'password' },
  { field: 'timeoutSeconds', label: 'Timeout (seconds)', placeholder: '120', helper: 'How long a run may take.' },
];

/** `preview`: how each step of the description is read, shown under it (absent in the form's own stories). */
export function TestCaseEditorView(props: EditorProps & EditorLists & { preview?: ReactNode }) {
  const { snapshot, send } = props;
  const canSubmit = selectCanSubmit(snapshot);
  const savingWith = selectSavingWith(snapshot);
  const error = selectError(snapshot);
  const title = selectMode(snapshot) === 'create' ? 'New test' : 'Edit test';
  return (
    <Stack asChild gap="6">
      {/* Validation is the machine's; the browser's own is switched off with noValidate. */}
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit', schedule: true });
        }}
      >
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {MAIN_FIELDS.map((spec) => (
          <EditorTextField key={spec.field} spec={spec} snapshot={snapshot} send={send} />
        ))}
        <DescriptionField snapshot={snapshot} send={send} sharedKeys={props.sharedParameters.map((parameter) => parameter.key)} />
        {props.preview}
        <Separator />
        <Heading as="h3" size="sm">
          Credentials and settings
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {SETTINGS_FIELDS.map((spec) => (
            <EditorTextField key={spec.field} spec={spec} snapshot={snapshot} send={send} />
          ))}
        </SimpleGrid>
        <EditorChoices {...props} />
        <CollectionsField snapshot={snapshot} send={send} collections={props.collections ?? []} />
        <HStack gap="3" justify="flex-end">
          <Button variant="ghost" disabled={!selectCanCancel(snapshot)} onClick={() => send({ type: 'form.cancel' })}>
            Cancel
          </Button>
          <Button
            variant="outline"
            disabled={!canSubmit}
            loading={savingWith === 'save'}
            loadingText="Save"
            onClick={() => send({ type: 'form.submit', schedule: false })}
          >
            Save
          </Button>
          <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={savingWith === 'generate'} loadingText="Save and generate">
            Save and generate
          </Button>
        </HStack>
        {error && (
          <Text role="alert" color="red.fg" textAlign="center">
            {error}
          </Text>
        )}
      </form>
    </Stack>
  );
}
