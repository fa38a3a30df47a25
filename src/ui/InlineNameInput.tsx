/** Inline name editor: Enter or the check button saves, X or Escape cancels; disabled while saving. */
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';

type Props = {
  /** The input's accessible name, e.g. 'Project name'. */
  label: string;
  saveLabel?: string;
  cancelLabel?: string;
  value: string;
  saving: boolean;
  placeholder: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
};

export function InlineNameInput({
  label,
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
  value,
  saving,
  placeholder,
  onChange,
  onSave,
  onCancel,
}: Props) {
  return (
    <HStack gap="1" width="full">
      <Input
        size="sm"
        autoFocus
        aria-label={label}
        value={value}
        placeholder={placeholder}
        disabled={saving}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSave();
          if (event.key === 'Escape') onCancel();
        }}
      />
      <IconButton size="xs" variant="ghost" aria-label={saveLabel} loading={saving} onClick={onSave}>
        <LuCheck />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={cancelLabel} disabled={saving} onClick={onCancel}>
        <LuX />
      </IconButton>
    </HStack>
  );
}
