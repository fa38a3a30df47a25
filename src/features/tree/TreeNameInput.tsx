/** Inline name editor of a tree row: Enter saves, Escape cancels; disabled while saving; the name rule's message under it. */
import { Box, Input, Text } from '@chakra-ui/react';

type Props = {
  value: string;
  error: string | null;
  saving: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
};

export function TreeNameInput({ value, error, saving, onChange, onSave, onCancel }: Props) {
  return (
    <Box position="relative" flex="1" minW="0">
      <Input
        size="xs"
        autoFocus
        aria-label="Name"
        aria-invalid={error !== null}
        value={value}
        disabled={saving}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSave();
          if (event.key === 'Escape') onCancel();
        }}
      />
      {/* Rows have a fixed height, so the message overlays the row below instead of growing this one. */}
      {error && (
        <Text
          role="alert"
          position="absolute"
          top="100%"
          left="0"
          zIndex="1"
          mt="0.5"
          px="1.5"
          py="0.5"
          fontSize="xs"
          color="fg.error"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="sm"
          boxShadow="sm"
        >
          {error}
        </Text>
      )}
    </Box>
  );
}
