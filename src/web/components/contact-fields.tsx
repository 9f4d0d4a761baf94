/**
 * The contact fields of a customer's profile: at registration (contact step), in My Account and in
 * staff's Manage Customer Profile — name, phone, preferred contact methods, opt-ins and a billing
 * address. One set of inputs, so the forms keep the same autocomplete hints, input modes and order;
 * each form passes its own words (`label`, `optionLabel`: the keys differ by namespace) and its Mantine
 * form's input props (`input`).
 */
import {
  Checkbox,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { BILLING_STATES, CONTACT_METHODS, PHONE_TYPES, SALUTATIONS } from '../../domain/registration/schemas';

export type TContactField =
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'phoneType'
  | 'phoneNumber'
  | 'preferredContactMethods'
  | 'optInMarketing'
  | 'optInNotifications'
  | 'optInPaperlessBilling'
  | 'billingAddress1'
  | 'billingAddress2'
  | 'billingCity'
  | 'billingState'
  | 'billingZip';

type TCheckboxField = 'optInMarketing' | 'optInNotifications' | 'optInPaperlessBilling';

interface ContactFieldsProps {
  /** The form's props for one field: `(field, options) => form.getInputProps(field, options)`. */
  input: (field: TContactField, options?: { type: 'checkbox' }) => GetInputPropsReturnType;
  label: (field: TContactField) => string;
  /** The width from which the fields stand side by side. */
  breakpoint: 'xs' | 'sm';
  /** 'off' where staff fill in a customer's details: the browser must not offer the staff member's own. */
  autoComplete?: 'off';
}

interface OptionLabels {
  /** A choice's words: its list (`salutations`, `phoneTypes`, `methods`) and its value. */
  optionLabel: (list: 'salutations' | 'phoneTypes' | 'methods', value: string) => string;
}

/**
 * The props every field group here takes, for one form: `prefix` is where the form's namespace keeps
 * the fields' words (`contact.` at registration, `fields.` in My Account) and `optionPrefix` its
 * choices' (`contact.salutations.Mr.` and `salutations.Mr.`).
 */
export function contactFieldProps(
  form: { getInputProps: (field: TContactField, options?: { type: 'checkbox' }) => GetInputPropsReturnType },
  t: (key: string) => string,
  {
    prefix,
    optionPrefix,
    breakpoint,
    autoComplete,
  }: { prefix: string; optionPrefix: string } & Pick<ContactFieldsProps, 'breakpoint' | 'autoComplete'>,
): ContactFieldsProps & OptionLabels {
  return {
    input: (field, options) => form.getInputProps(field, options),
    label: (field) => t(`${prefix}${field}`),
    optionLabel: (list, value) => t(`${optionPrefix}${list}.${value}`),
    breakpoint,
    autoComplete,
  };
}

/** Salutation, first and last name (100 characters at most, as the schema allows). */
export function NameFields({
  input,
  label,
  breakpoint,
  autoComplete,
  optionLabel,
}: ContactFieldsProps & OptionLabels) {
  return (
    <SimpleGrid cols={{ base: 1, [breakpoint]: 3 }} spacing="md">
      <Select
        label={label('salutation')}
        data={SALUTATIONS.map((value) => ({ value, label: optionLabel('salutations', value) }))}
        allowDeselect={false}
        {...input('salutation')}
      />
      <TextInput
        label={label('firstName')}
        autoComplete={autoComplete ?? 'given-name'}
        required
        maxLength={100}
        {...input('firstName')}
      />
      <TextInput
        label={label('lastName')}
        autoComplete={autoComplete ?? 'family-name'}
        required
        maxLength={100}
        {...input('lastName')}
      />
    </SimpleGrid>
  );
}

/** Phone type and number; `numberProps` adds to the number's input (formatting, its own checks). */
export function PhoneFields({
  input,
  label,
  breakpoint,
  autoComplete,
  optionLabel,
  placeholder,
  numberProps,
}: ContactFieldsProps & OptionLabels & { placeholder?: string; numberProps: Partial<TextInputProps> }) {
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, [breakpoint]: 4 }}>
        <Select
          label={label('phoneType')}
          data={PHONE_TYPES.map((value) => ({ value, label: optionLabel('phoneTypes', value) }))}
          allowDeselect={false}
          {...input('phoneType')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, [breakpoint]: 8 }}>
        <TextInput
          label={label('phoneNumber')}
          placeholder={placeholder}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete ?? 'tel-national'}
          required
          {...input('phoneNumber')}
          {...numberProps}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The preferred contact methods (one at least) as a group of checkboxes. */
export function ContactMethodFields({
  input,
  label,
  optionLabel,
  hint,
  inline,
}: Omit<ContactFieldsProps, 'breakpoint'> & OptionLabels & { hint?: string; inline: boolean }) {
  const boxes = CONTACT_METHODS.map((method) => (
    <Checkbox key={method} value={method} label={optionLabel('methods', method)} />
  ));
  return (
    <Checkbox.Group
      label={label('preferredContactMethods')}
      description={hint}
      required
      {...input('preferredContactMethods')}
    >
      {inline ? (
        <Group gap="lg" mt="xs">
          {boxes}
        </Group>
      ) : (
        <Stack gap="xs" mt="xs">
          {boxes}
        </Stack>
      )}
    </Checkbox.Group>
  );
}

const OPT_INS: TCheckboxField[] = ['optInMarketing', 'optInNotifications', 'optInPaperlessBilling'];

/** The three opt-ins under their heading. */
export function OptInFields({
  input,
  label,
  heading,
}: Omit<ContactFieldsProps, 'breakpoint'> & { heading: string }) {
  return (
    <Stack gap="xs" role="group" aria-label={heading}>
      <Text fw={500} size="sm">
        {heading}
      </Text>
      {OPT_INS.map((field) => (
        <Checkbox key={field} label={label(field)} {...input(field, { type: 'checkbox' })} />
      ))}
    </Stack>
  );
}

/** The billing address, shown when it differs from the service address. */
export function BillingAddressFields({
  input,
  label,
  breakpoint,
  autoComplete,
  statePlaceholder,
  zipPlaceholder,
}: ContactFieldsProps & { statePlaceholder?: string; zipPlaceholder?: string }) {
  return (
    <>
      <TextInput
        label={label('billingAddress1')}
        autoComplete={autoComplete ?? 'billing address-line1'}
        required
        {...input('billingAddress1')}
      />
      <TextInput
        label={label('billingAddress2')}
        autoComplete={autoComplete ?? 'billing address-line2'}
        {...input('billingAddress2')}
      />
      <SimpleGrid cols={{ base: 1, [breakpoint]: 3 }} spacing="md">
        <TextInput
          label={label('billingCity')}
          autoComplete={autoComplete ?? 'billing address-level2'}
          required
          {...input('billingCity')}
        />
        <Select
          label={label('billingState')}
          placeholder={statePlaceholder}
          data={[...BILLING_STATES]}
          required
          {...input('billingState')}
        />
        <TextInput
          label={label('billingZip')}
          placeholder={zipPlaceholder}
          autoComplete={autoComplete ?? 'billing postal-code'}
          inputMode="numeric"
          maxLength={10}
          required
          {...input('billingZip')}
        />
      </SimpleGrid>
    </>
  );
}
