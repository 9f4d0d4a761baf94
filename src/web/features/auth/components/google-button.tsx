import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { startGoogleSignIn } from '../api/google-sign-in';

/** Continue with Google: a full-page redirect through the server. */
export function GoogleButton() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      loading={busy}
      leftSection={<IconBrandGoogleFilled size={18} aria-hidden="true" />}
      onClick={() => {
        setBusy(true);
        startGoogleSignIn();
      }}
    >
      {t('google.button')}
    </Button>
  );
}
