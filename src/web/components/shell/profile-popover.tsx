import { Avatar, Button, Divider, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, initials } from './format';

export interface ProfileSummary {
  salutation: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  email: string;
  phoneType: string;
  phoneNumber: string;
}

interface ProfilePopoverProps {
  /** null when the profile could not be loaded. */
  profile: ProfileSummary | null;
  myAccountHref: string;
  onLogout: () => void;
  loggingOut: boolean;
}

function fullName(profile: ProfileSummary): string {
  const name =
    [profile.firstName, profile.lastName].filter((p) => p.trim() !== '').join(' ') ||
    profile.displayName ||
    '';
  return [profile.salutation, name].filter((p) => p && p.trim() !== '').join(' ');
}

/** The avatar in the header: name with salutation, email, phone, View Full Profile and Logout. */
export function ProfilePopover({ profile, myAccountHref, onLogout, loggingOut }: ProfilePopoverProps) {
  const { t } = useTranslation('shell');
  const letters = profile
    ? initials(profile.firstName, profile.lastName, profile.displayName ?? profile.email)
    : '';
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <UnstyledButton aria-label={t('profile.button')} style={{ borderRadius: '50%' }}>
          <Avatar color="brand" variant="filled" radius="xl" size={38}>
            {letters || <IconUser size={20} aria-hidden="true" />}
          </Avatar>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('profile.title')}>
        {profile ? (
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar color="brand" radius="xl" size={48} aria-hidden="true">
                {letters}
              </Avatar>
              <Text fw={700} fz="md" style={{ wordBreak: 'break-word' }}>
                {fullName(profile)}
              </Text>
            </Group>
            <Divider />
            <Group gap="xs" wrap="nowrap">
              <IconMail size={16} aria-hidden="true" />
              <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                {profile.email}
              </Text>
            </Group>
            {profile.phoneNumber ? (
              <Group gap="xs" wrap="nowrap">
                <IconPhone size={16} aria-hidden="true" />
                <Text fz="sm">
                  {t('profile.phone', {
                    type: t(`profile.phoneTypes.${profile.phoneType}`, { defaultValue: profile.phoneType }),
                    number: formatPhone(profile.phoneNumber),
                  })}
                </Text>
              </Group>
            ) : null}
            <Button component={Link} to={myAccountHref} variant="light" fullWidth mt="xs">
              {t('profile.viewFullProfile')}
            </Button>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed" mb="sm">
            {t('profile.unavailable')}
          </Text>
        )}
        <Button
          onClick={onLogout}
          loading={loggingOut}
          variant="subtle"
          color="red"
          fullWidth
          mt="xs"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
        >
          {t('profile.logout')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
