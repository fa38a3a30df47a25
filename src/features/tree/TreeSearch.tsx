/** The tree's search box and the 'New folder' button for the root. */
import { HStack, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuFolderPlus, LuSearch } from 'react-icons/lu';

type Props = {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onNewFolder: () => void;
};

export function TreeSearch({ value, disabled, onChange, onNewFolder }: Props) {
  return (
    <HStack gap="1">
      <InputGroup startElement={<LuSearch />} flex="1">
        <Input
          size="sm"
          type="search"
          aria-label="Search tests"
          placeholder="Search"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
      <IconButton size="sm" variant="ghost" aria-label="New folder" disabled={disabled} onClick={onNewFolder}>
        <LuFolderPlus />
      </IconButton>
    </HStack>
  );
}
