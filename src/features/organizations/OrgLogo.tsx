/** An organization's logo from its ui_config, or its initials when it has none. */
import { Avatar } from '@chakra-ui/react';

type Props = { name: string; logo?: string };

export function OrgLogo({ name, logo }: Props) {
  return (
    <Avatar.Root size="2xs" shape="rounded" flexShrink={0} aria-hidden>
      <Avatar.Fallback name={name} />
      {logo && <Avatar.Image src={logo} alt="" />}
    </Avatar.Root>
  );
}
