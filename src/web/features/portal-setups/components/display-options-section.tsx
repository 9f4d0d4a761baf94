/**
 * Display Options (spec §3 displayOptions): the customer menu, the services shown, the rate flags, the
 * restriction of service changes (on, stop date, message), the service requests customers may make
 * and how disabled ones look, the portal's contact details and its social links. Empty contact and
 * social fields fall back to the company's.
 */
import {
  Divider,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MENU_FLAGS } from '../../../../domain/branding-menu';
import { DISABLED_DISPLAY_MODES } from '../../../../domain/portal-setup';
import { FlagSwitch } from './form-fields';
import type { SetupForm } from './setup-form';

/** The menu flags are the shell's own list (branding-menu), kept once. */
export { MENU_FLAGS };

export const SERVICE_FLAGS = ['showTrash', 'showRecycling', 'showYardwaste'] as const;
export const RATE_FLAGS = ['showRates', 'showAdditionalServices', 'showSeasonalServices'] as const;
export const REQUEST_FLAGS = ['requestPickup', 'missedPickup', 'vacationStop', 'damagedReplace'] as const;
const CONTACT_FIELDS = ['email', 'phone', 'phoneDisplay', 'website', 'websiteDisplay'] as const;
const SOCIAL_FIELDS = ['facebook', 'linkedin', 'instagram', 'twitter', 'youtube'] as const;

/** The groups of on/off flags side by side at the top: where each flag is kept and its words. */
const FLAG_GROUPS = [
  {
    title: 'menu',
    help: 'menuHelp',
    at: 'displayOptions.menuDisplay',
    labels: 'menuFlags',
    flags: MENU_FLAGS,
  },
  {
    title: 'services',
    help: 'servicesHelp',
    at: 'displayOptions.serviceDisplay',
    labels: 'serviceFlags',
    flags: SERVICE_FLAGS,
  },
  { title: 'rates', help: null, at: 'displayOptions', labels: 'rateFlags', flags: RATE_FLAGS },
] as const;

function OptionGroup({ title, help, children }: { title: string; help?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          {help ? (
            <Text fz="xs" c="dimmed">
              {help}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

export function DisplayOptionsSection({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  const options = form.values.displayOptions;
  const disabledDisplay = form.getInputProps('displayOptions.allowServiceRequests.disabledDisplay');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {FLAG_GROUPS.map(({ title, help, at, labels, flags }) => (
          <OptionGroup
            key={title}
            title={t(`display.${title}`)}
            help={help ? t(`display.${help}`) : undefined}
          >
            {flags.map((flag) => (
              <FlagSwitch
                key={flag}
                form={form}
                path={`${at}.${flag}`}
                label={t(`display.${labels}.${flag}`)}
              />
            ))}
          </OptionGroup>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OptionGroup title={t('display.restrictChanges')} help={t('display.restrictChangesHelp')}>
          <FlagSwitch
            form={form}
            path="displayOptions.restrictChanges.enabled"
            label={t('display.restrictEnabled')}
          />
          <TextInput
            type="date"
            label={t('display.stopChangeDate')}
            disabled={!options.restrictChanges.enabled}
            {...form.getInputProps('displayOptions.restrictChanges.stopChangeDate')}
          />
          <Textarea
            label={t('display.restrictionMessage')}
            autosize
            minRows={2}
            disabled={!options.restrictChanges.enabled}
            {...form.getInputProps('displayOptions.restrictChanges.restrictionMessage')}
          />
        </OptionGroup>
        <OptionGroup title={t('display.serviceRequests')} help={t('display.serviceRequestsHelp')}>
          <FlagSwitch
            form={form}
            path="displayOptions.allowServiceRequests.enabled"
            label={t('display.requestsEnabled')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {REQUEST_FLAGS.map((flag) => (
              <FlagSwitch
                key={flag}
                form={form}
                path={`displayOptions.allowServiceRequests.${flag}`}
                label={t(`display.requestFlags.${flag}`)}
                disabled={!options.allowServiceRequests.enabled}
              />
            ))}
          </SimpleGrid>
          <Divider />
          <Text fz="sm" fw={500} id="disabled-display-label">
            {t('display.disabledDisplay')}
          </Text>
          <SegmentedControl
            aria-labelledby="disabled-display-label"
            data={DISABLED_DISPLAY_MODES.map((mode) => ({
              value: mode,
              label: t(`display.disabledModes.${mode}`),
            }))}
            value={disabledDisplay.value as string}
            onChange={disabledDisplay.onChange}
          />
        </OptionGroup>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OptionGroup title={t('display.contactInfo')} help={t('display.fallbackHelp')}>
          {CONTACT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`display.contactFields.${field}`)}
              type={field === 'email' ? 'email' : field === 'website' ? 'url' : 'text'}
              {...form.getInputProps(`displayOptions.contactInfo.${field}`)}
            />
          ))}
        </OptionGroup>
        <OptionGroup title={t('display.socialMedia')} help={t('display.fallbackHelp')}>
          {SOCIAL_FIELDS.map((field) => (
            <TextInput
              key={field}
              type="url"
              placeholder="https://"
              label={t(`display.socialFields.${field}`)}
              {...form.getInputProps(`displayOptions.socialMedia.${field}`)}
            />
          ))}
        </OptionGroup>
      </SimpleGrid>
    </Stack>
  );
}
