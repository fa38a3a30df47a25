/** The test's browser state, setup module (single choices) and shared parameters (several). */
import { Checkbox, CheckboxGroup, Field, Fieldset, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { selectFields, selectIsBusy } from '../../../machines/testCaseEditor/testCaseEditor.selectors';
import type { EditorLists, EditorProps } from './editorTypes';
import { optionalMark } from './EditorTextField';

const NONE = '';

function Choice(props: {
  label: string;
  value: string | null;
  options: Array<{ id: string; name: string }>;
  disabled: boolean;
  onChange: (id: string | null) => void;
}) {
  return (
    <Field.Root disabled={props.disabled}>
      <Field.Label>
        {props.label}
        {optionalMark}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value ?? NONE} onChange={(event) => props.onChange(event.target.value || null)}>
          <option value={NONE}>None</option>
          {props.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function EditorChoices({ snapshot, send, browserStates, sharedParameters, modules }: EditorProps & EditorLists) {
  const fields = selectFields(snapshot);
  const busy = selectIsBusy(snapshot);
  return (
    <Stack gap="5">
      <Choice
        label="Browser state"
        value={fields.browserStateId}
        options={browserStates.map((state) => ({ id: state._id, name: state.name }))}
        disabled={busy}
        onChange={(id) => send({ type: 'browserState.selected', id })}
      />
      <Choice
        label="Setup module"
        value={fields.setupModuleId}
        options={modules.map((module) => ({ id: module.module_id, name: module.name }))}
        disabled={busy}
        onChange={(id) => send({ type: 'setupModule.selected', id })}
      />
      <Fieldset.Root disabled={busy}>
        <Fieldset.Legend>Shared parameters</Fieldset.Legend>
        {sharedParameters.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            This project has no shared parameters.
          </Text>
        ) : (
          <CheckboxGroup value={fields.sharedParameterIds} onValueChange={(ids) => send({ type: 'sharedParameters.changed', ids })}>
            <Stack gap="2">
              {sharedParameters.map((parameter) => (
                <Checkbox.Root key={parameter._id} value={parameter._id}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{parameter.key}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        )}
      </Fieldset.Root>
    </Stack>
  );
}
