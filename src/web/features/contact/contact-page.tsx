/**
 * /ContactUs (spec 02 §2.7), public: e-mail, subject and message, checked with the same schema as
 * the API. The spec's form only showed a browser alert; this one sends the message (the company's
 * service address gets it, the sender a copy) and confirms on the page. A phone button calls the
 * company (844.NEED.LRS unless the portal has its own number).
 */
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError, NETWORK_ERROR } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { useBranding } from '../../lib/use-branding';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  contactFieldErrors,
  contactMessageKey,
  ZContactRequest,
  type TContactRequest,
} from '../../../domain/contact';
import { useSendContactMessage } from './api/send-contact-message';
import { isolateLtr } from '../../i18n/format';
import { TitledBand } from '../../components/page-band';

interface FormValues {
  email: string;
  subject: string;
  message: string;
}

function useErrorText(error: unknown): string | null {
  const { t } = useTranslation(['contact', 'common']);
  if (!error) return null;
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR) return t('common:errors.network');
    if (error.status === 429) return t('validation.tooManyRequests');
    const key = contactMessageKey(error.message);
    if (key) return t(`validation.${key}`);
  }
  return t('error');
}

function CallCard() {
  const { t } = useTranslation('contact');
  const { branding } = useBranding();
  const contact = branding?.contact;
  return (
    <Paper radius="lg" p="lg" bg="brand.0" component="aside" aria-labelledby="call-heading">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="xl" aria-hidden="true">
          <IconPhone size={24} />
        </ThemeIcon>
        <Title order={2} size="h4" id="call-heading">
          {t('callTitle')}
        </Title>
        <Text size="sm">{t('callText')}</Text>
        {contact?.phone ? (
          <Button
            component="a"
            href={`tel:${contact.phone}`}
            size="md"
            leftSection={<IconPhone size={18} aria-hidden="true" />}
          >
            {t('call', { phone: isolateLtr(contact.phoneDisplay || contact.phone) })}
          </Button>
        ) : null}
        {contact?.email ? (
          <Anchor
            href={`mailto:${contact.email}`}
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <IconMail size={16} aria-hidden="true" />
            {t('emailUs', { email: contact.email })}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The form; mounted again when the signed-in customer becomes known, to offer their e-mail. A link may
 * start the message (?message=…: "What goes where" asks about an item it did not find).
 */
function ContactForm({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const [params] = useSearchParams();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      email: defaultEmail,
      subject: '',
      message: (params.get('message') ?? '').slice(0, CONTACT_MESSAGE_MAX_LENGTH),
    },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(contactFieldErrors(values)).map(([field, key]) => [field, t(`validation.${key}`)]),
      ),
  });
  const errorText = useErrorText(send.error);

  const submit = form.onSubmit((values) => {
    const request: TContactRequest = ZContactRequest.parse(values);
    send.mutate(request);
  });

  /** A field's label, placeholder and form binding: each field's words are form.<name>[Placeholder]. */
  const field = (name: keyof FormValues) => ({
    label: t(`form.${name}`),
    placeholder: t(`form.${name}Placeholder`),
    ...form.getInputProps(name),
  });
  const subjects = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`subjects.${subject}`) }));

  if (send.isSuccess) {
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <Alert
          color="brand"
          radius="md"
          icon={<IconCircleCheck size={22} aria-hidden="true" />}
          title={t('success.title')}
        >
          {t('success.text', { email: send.variables?.email ?? '' })}
        </Alert>
        <Box>
          <Button
            variant="default"
            onClick={() => {
              form.setValues({ subject: '', message: '' });
              form.resetDirty();
              send.reset();
            }}
          >
            {t('success.another')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        {errorText ? (
          <Alert color="red" radius="md" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
            {errorText}
          </Alert>
        ) : null}
        <TextInput {...field('email')} type="email" autoComplete="email" withAsterisk />
        <Select
          {...field('subject')}
          data={subjects}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          {...field('message')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={14}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH + 100}
        />
        <Box>
          <Button
            type="submit"
            size="md"
            loading={send.isPending}
            leftSection={<IconSend size={18} aria-hidden="true" />}
          >
            {t('form.send')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

export function ContactPage() {
  const { t } = useTranslation('contact');
  const { customer } = useSession();
  const defaultEmail = customer?.email ?? '';

  return (
    <>
      <TitledBand maw={720} title={t('title')} intro={t('intro')} />
      <Container size="lg" py={{ base: 'lg', md: 36 }}>
        <Grid gutter={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <ContactForm key={defaultEmail} defaultEmail={defaultEmail} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CallCard />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
