/** One drop-off location of the Support page: address, phone, general manager, hours and a map. */
import { useId, type ReactNode } from 'react';
import { Anchor, AspectRatio, Center, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { IconMapOff, IconMapPin, IconPhone, IconUser, type Icon } from '@tabler/icons-react';
import { MapFrame } from '../../../components/map-frame';
import { useTranslation } from 'react-i18next';
import type { TDropOffLocation } from '../../../../domain/content';

function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

/** One fact of the location under its small capitals label, its icon beside it. */
function LocationDetail({ icon: Icon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Icon size={20} aria-hidden="true" color="var(--mantine-color-brand-7)" style={{ flexShrink: 0 }} />
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

export function DropOffLocation({
  location,
  lang,
}: {
  location: TDropOffLocation;
  /** 'en' for staff's English original on a page in another language (issue 28 §3). */
  lang?: string;
}) {
  const { t } = useTranslation('support');
  const hoursId = useId();
  const cityLine = [location.city, [location.state, location.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          {location.address || cityLine ? (
            <LocationDetail icon={IconMapPin} label={t('dropOff.address')}>
              {/* <bdi>: a US address or phone number keeps its order on an Arabic page */}
              <Text component="address" style={{ fontStyle: 'normal' }} lang={lang}>
                <bdi>{location.address}</bdi>
                {location.address && cityLine ? <br /> : null}
                <bdi>{cityLine}</bdi>
              </Text>
            </LocationDetail>
          ) : null}
          {location.phoneNumber ? (
            <LocationDetail icon={IconPhone} label={t('dropOff.phone')}>
              <Anchor href={telHref(location.phoneNumber)}>
                <bdi>{location.phoneNumber}</bdi>
              </Anchor>
            </LocationDetail>
          ) : null}
          {location.generalManager ? (
            <LocationDetail icon={IconUser} label={t('dropOff.generalManager')}>
              <Text lang={lang}>{location.generalManager}</Text>
            </LocationDetail>
          ) : null}
          {location.hours.length > 0 ? (
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4} id={hoursId}>
                {t('dropOff.hours')}
              </Text>
              <Table
                withRowBorders={false}
                verticalSpacing={2}
                horizontalSpacing={0}
                w="auto"
                aria-labelledby={hoursId}
              >
                <Table.Tbody lang={lang}>
                  {location.hours.map((row, i) => (
                    <Table.Tr key={i}>
                      <Table.Th scope="row" fw={500} pe="md" style={{ whiteSpace: 'nowrap' }}>
                        <bdi>{row.day}</bdi>
                      </Table.Th>
                      <Table.Td>
                        <bdi>{row.open}</bdi>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <AspectRatio
          ratio={4 / 3}
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          bg="gray.1"
        >
          {location.mapUrl ? (
            <MapFrame
              src={location.mapUrl}
              title={t('dropOff.mapTitle', { name: location.name || cityLine })}
            />
          ) : (
            <Center c="dimmed" style={{ flexDirection: 'column', gap: 4 }}>
              <IconMapOff size={28} aria-hidden="true" />
              <Text size="sm">{t('dropOff.noMap')}</Text>
            </Center>
          )}
        </AspectRatio>
      </Grid.Col>
    </Grid>
  );
}
