/**
 * The frame of an admin page that lists every item of one kind and creates them in a dialog (Open311
 * keys, webhook endpoints): the header with its create button, the create dialog (a fresh form each
 * opening) and the page's other dialogs. Its words are the namespace's, by convention: `title`,
 * `subtitle`, `back` and `create`.
 */
import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { AdminPage, PageButton, useFormDialog } from '../admin-list';
import type { TCreateDialogProps } from './create-once-modal';

type TIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

export function ResourcePage({
  t,
  createIcon,
  createDialog: CreateDialog,
  modals,
  children,
}: {
  t: TFunction;
  createIcon: TIcon;
  createDialog: ComponentType<TCreateDialogProps>;
  /** The page's other dialogs. */
  modals?: ReactNode;
  children: ReactNode;
}) {
  const creating = useFormDialog();
  return (
    <AdminPage
      title={t('title')}
      subtitle={t('subtitle')}
      backLabel={t('back')}
      actions={
        <PageButton icon={createIcon} onClick={() => creating.open()}>
          {t('create')}
        </PageButton>
      }
      modals={
        <>
          <CreateDialog opened={creating.opened} formKey={creating.key} onClose={creating.close} />
          {modals}
        </>
      }
    >
      {children}
    </AdminPage>
  );
}
