/**
 * The registration entry signed-out visitors see at / ("Visitors who are not signed in can only
 * register or log in", spec 01 §1).
 */
import { Anchor, Box, Button, Container, Paper, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconHomeSearch, IconMailCheck, IconUserCheck, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../domain/paths';
import classes from './visitor-home.module.css';
import { cartImages } from '../../assets/carts';

const STEPS: Array<{ key: string; icon: Icon }> = [
  { key: 'address', icon: IconHomeSearch },
  { key: 'verify', icon: IconMailCheck },
  { key: 'account', icon: IconUserCheck },
];

const CARTS = [
  { src: cartImages.trash, key: 'trash' },
  { src: cartImages.recycling, key: 'recycling' },
  { src: cartImages.yardwaste, key: 'yardWaste' },
] as const;

export function VisitorHome() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 40, md: 72 }}>
          <div className={classes.heroGrid}>
            <Stack gap="lg">
              <Text fw={700} tt="uppercase" fz="sm" c="brand.8" style={{ letterSpacing: 1 }}>
                {t('visitorHome.eyebrow')}
              </Text>
              <Title order={1} className={classes.heroTitle}>
                {t('visitorHome.title')}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" maw={520}>
                {t('visitorHome.description')}
              </Text>
              <Group gap="md" mt="xs">
                <Button
                  component={Link}
                  to={paths.register}
                  size="lg"
                  rightSection={<IconArrowRight size={20} aria-hidden="true" />}
                >
                  {t('visitorHome.register')}
                </Button>
                <Text fz="md">
                  {t('visitorHome.haveAccount')}{' '}
                  <Anchor component={Link} to={paths.login} fw={700}>
                    {t('visitorHome.login')}
                  </Anchor>
                </Text>
              </Group>
              <Anchor component={Link} to={paths.whatGoesWhere} fw={700}>
                {t('visitorHome.whatGoesWhere')}
              </Anchor>
            </Stack>
            <Group justify="center" gap={0} wrap="nowrap" className={classes.carts} aria-hidden="true">
              {CARTS.map((cart) => (
                <img key={cart.key} src={cart.src} alt="" className={classes.cart} />
              ))}
            </Group>
          </div>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Title order={2} ta="center" mb="xs">
          {t('visitorHome.stepsTitle')}
        </Title>
        <Text ta="center" c="dimmed" mb={32}>
          {t('visitorHome.stepsSubtitle')}
        </Text>
        <ol className={classes.steps}>
          {STEPS.map(({ key, icon: StepIcon }, index) => (
            <Paper key={key} component="li" withBorder radius="lg" p="lg">
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                  <StepIcon size={24} />
                </ThemeIcon>
                <Text fz="sm" fw={700} c="dimmed">
                  {t('visitorHome.stepNumber', { number: index + 1 })}
                </Text>
              </Group>
              <Title order={3} fz="lg" mb={6}>
                {t(`visitorHome.steps.${key}.title`)}
              </Title>
              <Text c="gray.7" fz="sm">
                {t(`visitorHome.steps.${key}.text`)}
              </Text>
            </Paper>
          ))}
        </ol>
      </Container>
    </>
  );
}
