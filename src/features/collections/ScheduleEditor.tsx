/**
 * The schedule of the selected collection: a five-field cron expression, presets, the
 * expression in words and its next 5 times (computed with cron-parser), the environment its runs
 * are made against, Save, Clear and Cancel.
 */
import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import {
  selectIsSavingSchedule,
  selectScheduleDraft,
  selectScheduleEnvironment,
  selectSelected,
} from '../../../machines/collections/collections.selectors';
import type { EnvironmentOption } from '../../../machines/environments/environments.selectors';
import { EnvironmentSelect } from '../runs/EnvironmentSelect';
import { describeSchedule, SCHEDULE_PRESETS, SCHEDULE_TIME_ZONE } from '../../../machines/collections/schedule';
import type { CollectionsProps } from './collectionsProps';
import { nextRuns } from './cron';
import { formatScheduleTime } from './runFormat';

export const INVALID_SCHEDULE_MESSAGE = 'Not a valid cron expression: five fields, minute hour day-of-month month day-of-week.';
export const SCHEDULE_ENVIRONMENT_HELP = 'Its base URL and values apply to the scheduled runs; none runs the tests as they are.';

/** An environment's name by its id; one no longer listed was deleted (or the list has not loaded). */
export const environmentName = (environments: ReadonlyArray<EnvironmentOption>, id: string) =>
  environments.find((environment) => environment.id === id)?.name ?? 'a deleted environment';

export function ScheduleEditor({ snapshot, send, now, environments }: Pick<CollectionsProps, 'snapshot' | 'send' | 'now' | 'environments'>) {
  const draft = selectScheduleDraft(snapshot) ?? '';
  const saving = selectIsSavingSchedule(snapshot);
  const blank = draft.trim() === '';
  const upcoming = blank ? null : nextRuns(draft, now ?? new Date());
  const invalid = !blank && upcoming === null;
  const scheduled = Boolean(selectSelected(snapshot)?.schedule);
  return (
    <Stack as="section" aria-label="Schedule editor" gap="3" p="3" borderWidth="1px" rounded="md">
      <Field.Root invalid={invalid} readOnly={saving}>
        <Field.Label>Cron expression ({SCHEDULE_TIME_ZONE})</Field.Label>
        <Input
          autoFocus
          fontFamily="mono"
          value={draft}
          placeholder="0 9 * * 1"
          autoComplete="off"
          onChange={(event) => send({ type: 'schedule.changed', value: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !invalid) send({ type: 'schedule.save' });
            if (event.key === 'Escape') send({ type: 'schedule.cancel' });
          }}
        />
        {invalid ? <Field.ErrorText>{INVALID_SCHEDULE_MESSAGE}</Field.ErrorText> : <Field.HelperText>{describeSchedule(draft)}</Field.HelperText>}
      </Field.Root>
      <EnvironmentSelect
        label="Environment"
        allLabel="None"
        options={environments}
        by="id"
        value={selectScheduleEnvironment(snapshot)}
        disabled={saving}
        help={SCHEDULE_ENVIRONMENT_HELP}
        onChange={(environment) => send({ type: 'schedule.environmentChanged', environment })}
      />
      <Wrap gap="2" aria-label="Presets" role="group">
        {SCHEDULE_PRESETS.map((preset) => (
          <Button
            key={preset.cron}
            size="xs"
            variant="outline"
            disabled={saving}
            onClick={() => send({ type: 'schedule.changed', value: preset.cron })}
          >
            {preset.label}
          </Button>
        ))}
      </Wrap>
      {upcoming && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Next 5 runs, in your time zone
          </Text>
          <Stack as="ol" aria-label="Next runs" gap="0.5" fontSize="sm" color="fg.muted" ps="5" listStyleType="decimal">
            {upcoming.map((time) => (
              <li key={time.toISOString()}>{formatScheduleTime(time)}</li>
            ))}
          </Stack>
        </Stack>
      )}
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="blue"
          loading={saving}
          loadingText="Save schedule"
          disabled={invalid}
          onClick={() => send({ type: 'schedule.save' })}
        >
          Save schedule
        </Button>
        {scheduled && (
          <Button size="sm" variant="outline" disabled={saving} onClick={() => send({ type: 'schedule.clear' })}>
            Clear schedule
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={saving} onClick={() => send({ type: 'schedule.cancel' })}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
