/**
 * Collection day (issue 32), folded at the end of the Pickup Calendar tab: how many working days after
 * a pickup a missed pickup may be reported, and, per reason a cart was not collected, the portal's own
 * "what to do next" in English and Spanish for the exception notice (empty: the shipped text, shown as
 * the placeholder). Validated with the API's schema (ZCollectionDaySettings inside ZPortalSetupCreate);
 * a setup stored without these settings shows the defaults and stores them when saved.
 */
import { Accordion, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shippedNextStep } from '../../../../domain/collection-day/exception-notice';
import {
  DEFAULT_MISSED_PICKUP_WINDOW_DAYS,
  MAX_MISSED_PICKUP_WINDOW_DAYS,
} from '../../../../domain/collection-day/missed-pickup-window';
import {
  EXCEPTION_TEXT_MAX,
  NOT_COLLECTED_REASONS,
  type NotCollectedReason,
  type TCollectionDaySettings,
} from '../../../../domain/collection-day/route-events';
import type { SetupForm } from './setup-form';

/** The languages staff word the notices in here; the others use the shipped texts. */
const TEXT_LANGUAGES = ['en', 'es'] as const;
type TextLanguage = (typeof TEXT_LANGUAGES)[number];

const DEFAULTS: TCollectionDaySettings = {
  missedPickupWindowDays: DEFAULT_MISSED_PICKUP_WINDOW_DAYS,
  exceptionTexts: {},
};

export function CollectionDaySection({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  const settings: TCollectionDaySettings = { ...DEFAULTS, ...form.values.collectionDay };

  const update = (next: Partial<TCollectionDaySettings>) =>
    form.setFieldValue('collectionDay', { ...settings, ...next });

  function setText(reason: NotCollectedReason, language: TextLanguage, text: string) {
    const texts = { ...settings.exceptionTexts[reason] };
    // an emptied text goes back to the shipped one: keep nothing for it
    if (text.trim()) texts[language] = text;
    else delete texts[language];
    const exceptionTexts = { ...settings.exceptionTexts };
    if (Object.keys(texts).length > 0) exceptionTexts[reason] = texts;
    else delete exceptionTexts[reason];
    update({ exceptionTexts });
  }

  return (
    <Accordion variant="separated" radius="md">
      <Accordion.Item value="collection-day">
        <Accordion.Control>
          <Title order={3} size="h5" component="span">
            {t('collectionDay.title')}
          </Title>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="lg">
            <Text c="dimmed" fz="sm">
              {t('collectionDay.help')}
            </Text>
            <NumberInput
              maw={360}
              label={t('collectionDay.windowDays')}
              description={t('collectionDay.windowDaysHelp', { max: MAX_MISSED_PICKUP_WINDOW_DAYS })}
              min={0}
              max={MAX_MISSED_PICKUP_WINDOW_DAYS}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              value={settings.missedPickupWindowDays}
              error={form.errors['collectionDay.missedPickupWindowDays']}
              onChange={(value) =>
                update({
                  missedPickupWindowDays: value === '' ? DEFAULT_MISSED_PICKUP_WINDOW_DAYS : Number(value),
                })
              }
            />
            <Stack gap="sm" component="section" aria-labelledby="collection-day-texts">
              <Title order={4} size="h6" id="collection-day-texts">
                {t('collectionDay.texts')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('collectionDay.textsHelp')}
              </Text>
              {NOT_COLLECTED_REASONS.map((reason) => {
                const reasonLabel = t(`collectionDay.reasons.${reason}`);
                return (
                  <Paper key={reason} withBorder radius="md" p="sm" role="group" aria-label={reasonLabel}>
                    <Text fw={600} fz="sm" mb={4}>
                      {reasonLabel}
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      {TEXT_LANGUAGES.map((language) => (
                        <Textarea
                          key={language}
                          label={t(`collectionDay.languages.${language}`)}
                          // seven reasons each have an English and a Spanish box: name them apart
                          aria-label={t('collectionDay.textLabel', {
                            reason: reasonLabel,
                            language: t(`collectionDay.languages.${language}`),
                          })}
                          placeholder={shippedNextStep(language, reason)}
                          autosize
                          minRows={1}
                          maxLength={EXCEPTION_TEXT_MAX}
                          value={settings.exceptionTexts[reason]?.[language] ?? ''}
                          error={form.errors[`collectionDay.exceptionTexts.${reason}.${language}`]}
                          onChange={(event) => setText(reason, language, event.currentTarget.value)}
                        />
                      ))}
                    </SimpleGrid>
                  </Paper>
                );
              })}
            </Stack>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
