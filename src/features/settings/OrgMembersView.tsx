/** Settings, 'Organization members': the list, adding a user by e-mail, and removal (confirmed by the app). */
import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { OrgMembersEvent, orgMembersMachine } from '../../../machines/orgMembers/orgMembers.machine';
import { selectEmailError, selectMembers } from '../../../machines/orgMembers/orgMembers.selectors';
import { selectDraft, selectIsCreating } from '../../../machines/listResource/listResource.selectors';
import { ListResourceStates } from '../../ui/ListResourceStates';
import { SettingsSection } from './SettingsSection';

type Props = {
  snapshot: SnapshotFrom<typeof orgMembersMachine>;
  send: (event: OrgMembersEvent) => void;
};

function AddMemberForm({ snapshot, send }: Props) {
  const adding = selectIsCreating(snapshot);
  const error = selectEmailError(snapshot);
  return (
    <HStack asChild align="start" gap="3">
      {/* Validation is the machine's: the browser's own is switched off with noValidate. */}
      <form
        noValidate
        aria-label="Add member"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'item.create' });
        }}
      >
        <Field.Root invalid={error !== null} readOnly={adding} flex="1">
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            value={selectDraft(snapshot).email}
            placeholder="name@company.com"
            autoComplete="off"
            onChange={(event) => send({ type: 'draft.changed', patch: { email: event.target.value } })}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="blue" mt="6" loading={adding} loadingText="Add member">
          Add member
        </Button>
      </form>
    </HStack>
  );
}

function MemberList({ snapshot, send }: Props) {
  const members = selectMembers(snapshot);
  if (members.length === 0) return <Text color="fg.muted">No members yet.</Text>;
  return (
    <Stack as="ul" aria-label="Members" gap="0" borderWidth="1px" rounded="md" listStyleType="none">
      {members.map((member) => (
        <HStack as="li" key={member.id} justify="space-between" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <HStack gap="2" minW="0">
            <Text truncate>{member.email}</Text>
            <Badge>{member.role}</Badge>
          </HStack>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${member.email}`}
            onClick={() => send({ type: 'item.delete', id: member.id })}
          >
            Remove
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

export function OrgMembersView({ snapshot, send }: Props) {
  return (
    <SettingsSection title="Organization members" description="People who can see and run this organization's tests.">
      <ListResourceStates snapshot={snapshot} send={send} loadingLabel="Loading members">
        <MemberList snapshot={snapshot} send={send} />
        <AddMemberForm snapshot={snapshot} send={send} />
      </ListResourceStates>
    </SettingsSection>
  );
}
