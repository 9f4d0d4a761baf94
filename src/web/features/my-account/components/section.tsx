/** A My Account section card, and one label/value pair shown in view mode. */
import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { customerCardFrame } from '../../../components/widgets/customer-card';

interface SectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}

export function Section({ id, icon, title, description, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" aria-labelledby={headingId} {...customerCardFrame} h="100%">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
            {icon}
          </ThemeIcon>
          {/* a long German compound breaks at the card's edge instead of running past it */}
          <Stack gap={0} miw={0}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value; an empty value shows a dash. */
export function InfoItem({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text
        component="div"
        fw={500}
        mt={2}
        c={empty ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {/* <bdi>: a street or phone number in Latin digits keeps its order on an Arabic page */}
        {empty ? '—' : typeof value === 'string' ? <bdi>{value}</bdi> : value}
      </Text>
    </Box>
  );
}
