import { ActionIcon, Group, type MantineColor } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBrandingSocial } from '../../../domain/branding';

const NETWORKS: Array<{ key: keyof TBrandingSocial; icon: Icon }> = [
  { key: 'facebook', icon: IconBrandFacebook },
  { key: 'linkedin', icon: IconBrandLinkedin },
  { key: 'instagram', icon: IconBrandInstagram },
  { key: 'twitter', icon: IconBrandX },
  { key: 'youtube', icon: IconBrandYoutube },
];

/** Follow-us icons; each opens the network in a new tab. */
export function SocialLinks({
  social,
  color = 'brand',
  variant = 'light',
}: {
  social: TBrandingSocial;
  color?: MantineColor;
  variant?: 'light' | 'white' | 'subtle' | 'filled';
}) {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs">
      {NETWORKS.filter(({ key }) => social[key]).map(({ key, icon: Icon }) => (
        <ActionIcon
          key={key}
          component="a"
          href={social[key]}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          radius="xl"
          variant={variant}
          color={color}
          aria-label={t(`social.${key}`)}
        >
          <Icon size={20} aria-hidden="true" />
        </ActionIcon>
      ))}
    </Group>
  );
}
