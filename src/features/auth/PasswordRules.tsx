/** The password policy, live: each rule ticks off as the password meets it. */
import { List, VisuallyHidden } from '@chakra-ui/react';
import { LuCircle, LuCircleCheck, LuCircleX } from 'react-icons/lu';

type Rule = { rule: string; label: string; met: boolean };

type Props = {
  rules: Rule[];
  /** After a submit attempt unmet rules read as errors rather than as to-dos. */
  showErrors: boolean;
};

export function PasswordRules({ rules, showErrors }: Props) {
  return (
    <List.Root aria-label="Password requirements" variant="plain" gap="1" fontSize="sm">
      {rules.map(({ rule, label, met }) => {
        const color = met ? 'fg.success' : showErrors ? 'fg.error' : 'fg.muted';
        return (
          <List.Item key={rule} color={color} data-rule={rule} data-met={met}>
            <List.Indicator asChild color={color}>
              {met ? <LuCircleCheck /> : showErrors ? <LuCircleX /> : <LuCircle />}
            </List.Indicator>
            {label}
            <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
