/**
 * The parts of a wizard's review step (the registration's, and staff's Setup Customer Profile): a
 * titled section with its Edit link back to the step, and a label/value row. The words come from the
 * wizard's namespace.
 */
import type { ReactNode } from 'react';
import { Anchor, Grid, Group, Stack, Text } from '@mantine/core';
import classes from './review-section.module.css';

export interface ReviewSectionProps {
  title: string;
  /** The Edit link's action; no link without it. */
  onEdit?: () => void;
  /** The Edit link's text and its name for screen readers (which says what it edits). */
  edit: { text: string; label: string };
  /** A `<section>` named by its title (a plain block otherwise). */
  landmark?: boolean;
  children: ReactNode;
}

export function ReviewSection({ title, onEdit, edit, landmark = false, children }: ReviewSectionProps) {
  const section = landmark ? ({ component: 'section', 'aria-label': title } as const) : {};
  return (
    <Stack gap={6} className={classes.reviewSection} {...section}>
      <Group justify="space-between">
        <Text fw={700}>{title}</Text>
        {onEdit && (
          <Anchor component="button" type="button" size="sm" onClick={onEdit} aria-label={edit.label}>
            {edit.text}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * A label and its value, side by side from the `xs` breakpoint. With `isolate` a text value stands
 * in `<bdi>`: a street or an e-mail keeps its own order on an Arabic page.
 */
export function ReviewRow({
  label,
  value,
  isolate = false,
}: {
  label: string;
  value: ReactNode;
  isolate?: boolean;
}) {
  return (
    <Grid gutter={{ base: 0, xs: 'xs' }}>
      <Grid.Col span={{ base: 12, xs: 4, sm: 3 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, sm: 9 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {isolate && typeof value === 'string' ? <bdi>{value}</bdi> : value}
        </Text>
      </Grid.Col>
    </Grid>
  );
}
