/**
 * "Select Customer Type" (spec 03 §2.8): two cards, Residential Customer and Enterprise/Commercial
 * Customer. Each whole card is one button (click, Enter or Space).
 */
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconChevronRight, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './setup-customer-profile.module.css';

export type TCustomerType = 'residential' | 'enterprise';

export const CUSTOMER_TYPES: readonly TCustomerType[] = ['residential', 'enterprise'];

const LOOK = {
  residential: { icon: IconHome, color: 'teal' },
  enterprise: { icon: IconBuildingSkyscraper, color: 'grape' },
} as const;

export function ChooseCustomerType({ onChoose }: { onChoose: (type: TCustomerType) => void }) {
  const { t } = useTranslation('setup-customer-profile');
  return (
    <Stack gap="md" component="section" aria-labelledby="choose-customer-type">
      <Title order={2} size="h3" id="choose-customer-type">
        {t('chooseType.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {CUSTOMER_TYPES.map((type) => {
          const { icon: Icon, color } = LOOK[type];
          return (
            <UnstyledButton key={type} className={classes.typeCard} onClick={() => onChoose(type)}>
              <Card withBorder radius="lg" padding="xl" shadow="sm" className={classes.typeCardInner}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                  <Stack gap="sm">
                    <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden="true">
                      <Icon size={28} />
                    </ThemeIcon>
                    <Text fw={700} fz="lg" component="span">
                      {t(`chooseType.${type}.title`)}
                    </Text>
                    <Text c="dimmed" fz="sm" component="span">
                      {t(`chooseType.${type}.text`)}
                    </Text>
                  </Stack>
                  <IconChevronRight size={20} aria-hidden="true" />
                </Group>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
