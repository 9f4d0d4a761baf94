/**
 * One record in a large admin dialog (a customer's profile, a service request): the dialog (800 px,
 * full screen on phones), the panel's loading and load-failed states, the header facts as a
 * definition list, a link with its icon and the dismissible outcome of an action.
 *
 *   <DetailModal opened={opened} onClose={close} title={t('title')}>
 *     {id ? <Panel key={id} id={id} onClose={close} /> : null}
 *   </DetailModal>
 */
import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

const PHONE_QUERY = '(max-width: 48em)';

export function DetailModal({
  opened,
  onClose,
  title,
  closeOnClickOutside,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** False for a dialog with edits a click beside it must not throw away. */
  closeOnClickOutside?: boolean;
  children: ReactNode;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      // "large" as the spec's modal library draws it (800 px): the profile's four tabs fit on one line
      size={800}
      fullScreen={phone}
      centered={!phone}
      closeOnClickOutside={closeOnClickOutside}
    >
      {children}
    </Modal>
  );
}

/** The panel while its record loads. */
export function DetailLoading({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text c="dimmed" role="status">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/** The panel when its record did not load: the caller's alert, and Close. */
export function DetailLoadFailed({
  closeText,
  onClose,
  children,
}: {
  closeText: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Stack>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {closeText}
        </Button>
      </Group>
    </Stack>
  );
}

/** One header fact: a term and its value, inside a `component="dl"` grid. */
export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A link within the admin area with its icon before the text. */
export function DetailLink({
  to,
  icon: LinkIcon,
  children,
}: {
  to: string;
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Anchor component={Link} to={to} fz="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <LinkIcon size={16} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}

/** An action's dismissible outcome: its title, and for a failure the reason under it. */
export function OutcomeAlert({
  success,
  title,
  dismissText,
  onClose,
  children,
}: {
  success: boolean;
  title: string;
  dismissText: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert
      color={success ? 'green' : 'red'}
      icon={
        success ? (
          <IconCircleCheck size={18} aria-hidden="true" />
        ) : (
          <IconAlertCircle size={18} aria-hidden="true" />
        )
      }
      withCloseButton
      closeButtonLabel={dismissText}
      onClose={onClose}
      role={success ? 'status' : 'alert'}
      title={title}
    >
      {children}
    </Alert>
  );
}
