/**
 * The tabbed setup form shared by the create and the edit page: one section component per tab, a
 * marker on tabs that hold an error, Previous/Next between tabs, and the submit panel at the end of
 * the Review tab. The page decides the tabs, the progress display and what the submit does.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Group, Indicator, Paper, ScrollArea, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AdditionalServicesSection } from './additional-services-section';
import { BillingSettingsSection, DefaultSettingsSection } from './default-settings-section';
import { DefaultServicesSection } from './default-services-section';
import { DisplayOptionsSection } from './display-options-section';
import { EnterpriseConfigurationSection } from './enterprise-configuration-section';
import { CollectionDaySection } from './collection-day-section';
import { PickupCalendarSection } from './pickup-calendar-section';
import { PortalInformationSection } from './portal-information-section';
import { ReviewSection } from './review-section';
import { SubmitPanel, type SubmitPanelProps } from './setup-submit';
import { tabsWithErrors, type SetupForm, type SetupFormMode, type TSetupTab } from './setup-form';

interface SetupFormTabsProps<T extends TSetupTab> {
  form: SetupForm;
  mode: SetupFormMode;
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The rates year the stored setup has (edit only): it may be kept even when it is past. */
  storedRatesYear?: number;
  /** The server's waiting period of address claims for a portal that sets none (edit only). */
  claimWaitingDefault?: number;
  /** The submit button and its messages at the end of the Review tab: the save's state and action. */
  submit: Omit<SubmitPanelProps, 'mode' | 'form'>;
}

export function SetupFormTabs<T extends TSetupTab>({
  form,
  mode,
  tabs,
  active,
  onChange,
  storedRatesYear,
  claimWaitingDefault,
  submit,
}: SetupFormTabsProps<T>) {
  const { t } = useTranslation('portal-setups');
  const index = tabs.indexOf(active);
  const listRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);

  // keep the active tab in sight when the tab list scrolls sideways (phones)
  useEffect(() => {
    const viewport = viewportRef.current;
    const tab = viewport?.querySelector<HTMLElement>('[data-active="true"], [aria-selected="true"]');
    if (viewport && tab) viewport.scrollTo({ left: Math.max(0, tab.offsetLeft - 16), behavior: 'smooth' });
  }, [active]);

  /** Previous and Next sit under the panel: bring the tabs back into view as well. */
  function go(tab: T) {
    onChange(tab);
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0)
      list.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  const withErrors = new Set<TSetupTab>(tabsWithErrors(form.errors, tabs, mode));

  function section(tab: TSetupTab): ReactNode {
    switch (tab) {
      case 'portalInformation':
        return (
          <PortalInformationSection
            form={form}
            storedRatesYear={storedRatesYear}
            claimWaitingDefault={claimWaitingDefault}
          />
        );
      case 'defaultSettings':
        return mode === 'create' ? (
          <Stack gap="xl">
            <DefaultSettingsSection form={form} />
            <BillingSettingsSection form={form} />
          </Stack>
        ) : (
          <DefaultSettingsSection form={form} />
        );
      case 'billingSettings':
        return <BillingSettingsSection form={form} />;
      case 'defaultServices':
        return <DefaultServicesSection form={form} />;
      case 'additionalServices':
        return <AdditionalServicesSection form={form} />;
      case 'enterpriseConfiguration':
        return <EnterpriseConfigurationSection form={form} />;
      case 'displayOptions':
        return <DisplayOptionsSection form={form} />;
      case 'pickupCalendar':
        return (
          <Stack gap="xl">
            <PickupCalendarSection form={form} />
            <CollectionDaySection form={form} />
          </Stack>
        );
      case 'review':
        return (
          <ReviewSection form={form}>
            <SubmitPanel mode={mode} form={form} {...submit} />
          </ReviewSection>
        );
    }
  }

  // the tabs are one form: Enter in a field submits it as the submit button does
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit.onSubmit();
      }}
      noValidate
    >
      <Tabs value={active} onChange={(value) => value && onChange(value as T)} keepMounted={false}>
        <ScrollArea type="auto" offsetScrollbars="x" scrollbars="x" viewportRef={viewportRef}>
          <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} style={{ whiteSpace: 'nowrap' }}>
                <Indicator
                  color="red"
                  size={8}
                  offset={-4}
                  disabled={!withErrors.has(tab)}
                  aria-label={withErrors.has(tab) ? t('tabHasErrors') : undefined}
                >
                  <Box component="span" pe={withErrors.has(tab) ? 6 : 0}>
                    {t(`tabs.${tab}`)}
                  </Box>
                </Indicator>
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              {section(tab)}
            </Paper>
          </Tabs.Panel>
        ))}
        <Group justify="space-between" mt="md">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            disabled={index <= 0}
            onClick={() => index > 0 && go(tabs[index - 1]!)}
          >
            {t('previous')}
          </Button>
          {index < tabs.length - 1 ? (
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              onClick={() => go(tabs[index + 1]!)}
            >
              {t('next')}
            </Button>
          ) : null}
        </Group>
      </Tabs>
    </form>
  );
}
