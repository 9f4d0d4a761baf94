import type { ReactNode } from 'react';
import { Container, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconRecycle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GuardedNavLink } from './guarded-nav-link';
import classes from './shell.module.css';

interface AppHeaderProps {
  /** The portal title; undefined while branding loads. */
  title: string | undefined;
  /** Header buttons (translate, contact, profile). */
  actions: ReactNode;
}

/** The header row: portal title (a link home) and the header buttons. */
export function AppHeader({ title, actions }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <Container size="lg" h={64}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <GuardedNavLink
          to="/"
          className={classes.brandLink}
          aria-label={t('header.homeLink', { title: title ?? '' })}
        >
          <ThemeIcon size={38} radius="md" variant="filled" aria-hidden="true">
            <IconRecycle size={22} stroke={2} />
          </ThemeIcon>
          {title === undefined ? (
            <Skeleton h={22} w={180} radius="sm" />
          ) : (
            // pages own the h1; the portal title is the site name. dir="auto": a Latin title on an
            // Arabic page keeps its own direction, so a long one is cut at its end, not its start
            <Text
              component="span"
              dir="auto"
              fw={700}
              fz={{ base: 'md', sm: 'lg', md: 'xl' }}
              className={classes.title}
            >
              {title}
            </Text>
          )}
        </GuardedNavLink>
        <Group gap={6} wrap="nowrap">
          {actions}
        </Group>
      </Group>
    </Container>
  );
}
