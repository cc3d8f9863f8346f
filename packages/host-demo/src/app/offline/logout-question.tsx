import { ConfirmDialog } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * 'Changes not sent yet': asked before a logout while changes made offline still wait on the device (they are
 * removed with the account's data): Stay signed in, or Log out anyway.
 */
export function LogoutQuestion({
  unsent,
  onLogout,
  onStay,
}: {
  unsent: number;
  onLogout: () => void;
  onStay: () => void;
}) {
  const { t } = useAppTranslator();
  return (
    <ConfirmDialog
      open
      title={t('offline.logoutTitle')}
      message={t('offline.logoutQuestion', { count: unsent })}
      confirmText={t('offline.logoutAnyway')}
      cancelText={t('offline.logoutStay')}
      onConfirm={onLogout}
      onCancel={onStay}
    />
  );
}
