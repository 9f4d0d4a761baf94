/**
 * Setup Customer Profile, /admin/setup-customer-profile (spec 03 §2.8, §4, §5, §8): staff choose the
 * customer type, then fill a three-step wizard: a residential customer (service address, contact
 * information, review) or an enterprise customer (select customers, contact information with the
 * organization name, review). The choice is in the URL (?type=residential or ?type=enterprise), so a
 * reload and the browser's Back keep to it; what is typed lives in the wizard until it is saved. The
 * customer's sign-in account gets no password staff could know: the server mails a link to set one.
 */
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { ChooseCustomerType, CUSTOMER_TYPES, type TCustomerType } from './components/choose-customer-type';
import { EnterpriseWizard } from './components/enterprise-wizard';
import { ResidentialWizard } from './components/residential-wizard';

const TYPE_PARAM = 'type';

export function customerTypeOf(params: URLSearchParams): TCustomerType | null {
  const value = params.get(TYPE_PARAM);
  return CUSTOMER_TYPES.find((type) => type === value) ?? null;
}

export function SetupCustomerProfilePage() {
  const { t } = useTranslation('setup-customer-profile');
  const [params, setParams] = useSearchParams();
  const type = customerTypeOf(params);
  const choose = (next: TCustomerType | null) => {
    setParams(next ? { [TYPE_PARAM]: next } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          back={{ label: t('backToAdminCenter') }}
        />
        {type === null && <ChooseCustomerType onChoose={choose} />}
        {type === 'residential' && <ResidentialWizard onBackToType={() => choose(null)} />}
        {type === 'enterprise' && <EnterpriseWizard onBackToType={() => choose(null)} />}
      </Stack>
    </Container>
  );
}

export default SetupCustomerProfilePage;
