import type { ComponentPropsWithRef } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { deferredOverlay } from './deferred-overlay';
import { initials } from './format';

export interface ProfileSummary {
  salutation: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  email: string;
  phoneType: string;
  phoneNumber: string;
}

export interface ProfilePopoverProps {
  /** null when the profile could not be loaded. */
  profile: ProfileSummary | null;
  myAccountHref: string;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The avatar button in the header; its popover (profile-popover-overlay.tsx) loads after the first paint. */
export function ProfileButton({
  profile,
  expanded = false,
  style,
  ...props
}: { profile: ProfileSummary | null; expanded?: boolean } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  const letters = profile
    ? initials(profile.firstName, profile.lastName, profile.displayName ?? profile.email)
    : '';
  return (
    <UnstyledButton
      {...props}
      aria-label={t('profile.button')}
      aria-expanded={expanded}
      style={{ ...style, borderRadius: '50%' }}
    >
      <Avatar color="brand" variant="filled" radius="xl" size={38}>
        {letters || <IconUser size={20} aria-hidden="true" />}
      </Avatar>
    </UnstyledButton>
  );
}

/** The avatar in the header: name with salutation, email, phone, View Full Profile and Logout. */
export const ProfilePopover = deferredOverlay<ProfilePopoverProps>(
  async () => (await import('./profile-popover-overlay')).ProfilePopoverOverlay,
  ({ profile, onClick }) => <ProfileButton profile={profile} onClick={onClick} />,
);
