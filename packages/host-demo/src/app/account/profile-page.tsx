import { loadProfile } from '@modkit/sdk';
import { useClient, useResource, useSession } from '@modkit/sdk/react';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { PageFrame } from '../ui/page-frame';
import { AccountJoinsNotice } from './account-joins-notice';
import { ProfileFormView } from './profile-form';
import { profileScope } from './profile-values';
import { YourDataSection } from './your-data-section';
import './account.css';
import './profile.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/my-profile` (part 2 §2 My Profile, §4, §5, §7), every role: the profile (GET /users/profile, the page's one
 * read, shared with the shell; after a save, the saved one), then Basic Details with the change-password dialog
 * and, for learners and mentors, Other Details; then Your data (download my data, delete my account). Above
 * them, a request to join another account of the person's into this one, when one waits (issue 43).
 */
export default function ProfilePage() {
  const client = useClient();
  const { t } = useAppTranslator();
  const role = useSession((s) => s.user_type);
  const profile = useResource(() => loadProfile(client), [client]);
  return (
    <PageFrame title={t('profile.title')} crumbs={[{ label: t('profile.title') }]}>
      {profile.status === 'loading' && !profile.data ? <LoadingState label={t('profile.loading')} /> : null}
      {profile.status === 'error' ? <ErrorState error={profile.error} onRetry={profile.reload} /> : null}
      {profile.data ? <AccountJoinsNotice onJoined={profile.reload} /> : null}
      {profile.data ? <ProfileFormView user={profile.data} scope={profileScope(role)} /> : null}
      {profile.data ? <YourDataSection /> : null}
    </PageFrame>
  );
}
