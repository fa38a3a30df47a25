/** Inline module name editor: Enter or the check button saves, X or Escape cancels; disabled while saving. */
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';

type Props = {
  value: string;
  saving: boolean;
  placeholder: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
};

export function ModuleNameInput({ value, saving, placeholder, onChange, onSave, onCancel }: Props) {
  return (
    <HStack gap="1" width="full">
      <Input
        size="sm"
        autoFocus
        aria-label="Module name"
        value={value}
        placeholder={placeholder}
        disabled={saving}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSave();
          if (event.key === 'Escape') onCancel();
        }}
      />
      <IconButton size="xs" variant="ghost" aria-label="Save name" loading={saving} onClick={onSave}>
        <LuCheck />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label="Cancel rename" disabled={saving} onClick={onCancel}>
        <LuX />
      </IconButton>
    </HStack>
  );
}
