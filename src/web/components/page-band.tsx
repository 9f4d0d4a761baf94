/**
 * The white band at the top of a customer page, under the header: the page's title, its intro and,
 * on some pages, an action beside them. One place for its look, so the pages stay alike.
 */
import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title, type MantineSize, type StyleProp } from '@mantine/core';

const BAND_STYLE = { borderBottom: '1px solid var(--mantine-color-gray-2)' };

export function PageBand({
  size = 'lg',
  py = { base: 24, md: 36 },
  children,
}: {
  size?: MantineSize;
  py?: StyleProp<number | MantineSize>;
  children: ReactNode;
}) {
  return (
    <Box bg="white" style={BAND_STYLE}>
      <Container size={size} py={py}>
        {children}
      </Container>
    </Box>
  );
}

/** The page's heading. `lang`: the language of staff-written content, where it is that. */
export function PageTitle({
  children,
  lang,
  fz = { base: 26, sm: 34 },
  lh,
}: {
  children: ReactNode;
  lang?: string;
  fz?: StyleProp<number | string>;
  lh?: number;
}) {
  return (
    <Title order={1} fz={fz} lh={lh} lang={lang}>
      {children}
    </Title>
  );
}

/** The plainest band: a heading over a one-line dimmed intro. */
export function TitledBand({
  title,
  intro,
  size,
  maw,
}: {
  title: ReactNode;
  intro: ReactNode;
  size?: MantineSize;
  maw?: number;
}) {
  return (
    <PageBand size={size}>
      <Stack gap={4} maw={maw}>
        <PageTitle>{title}</PageTitle>
        <Text c="dimmed">{intro}</Text>
      </Stack>
    </PageBand>
  );
}
