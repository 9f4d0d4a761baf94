import { Avatar, Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { IconLogout, IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverlayOpening } from './deferred-overlay';
import { formatPhone, initials } from './format';
import { ProfileButton, type ProfilePopoverProps, type ProfileSummary } from './profile-popover';
import { isolateLtr } from '../../i18n/format';

function fullName(profile: ProfileSummary): string {
  const name =
    [profile.firstName, profile.lastName].filter((p) => p.trim() !== '').join(' ') ||
    profile.displayName ||
    '';
  return [profile.salutation, name].filter((p) => p && p.trim() !== '').join(' ');
}

/** The profile popover: name with salutation, email, phone, View Full Profile and Logout. */
export function ProfilePopoverOverlay({
  profile,
  myAccountHref,
  onLogout,
  loggingOut,
  defaultOpened,
}: ProfilePopoverProps & OverlayOpening) {
  const { t } = useTranslation('shell');
  const letters = profile
    ? initials(profile.firstName, profile.lastName, profile.displayName ?? profile.email)
    : '';
  // controlled, so following View Full Profile closes it (an uncontrolled popover stays open over the page)
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={300}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ProfileButton profile={profile} expanded={opened} onClick={() => setOpened((o) => !o)} />
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
                    number: isolateLtr(formatPhone(profile.phoneNumber)),
                  })}
                </Text>
              </Group>
            ) : null}
            <Button
              component={Link}
              to={myAccountHref}
              onClick={() => setOpened(false)}
              variant="light"
              fullWidth
              mt="xs"
            >
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
