import { assignMentor, getMentorDetails, type InvitedMentor } from '@modkit/sdk';
import { useClient, useResource, useSession } from '@modkit/sdk/react';
import {
  canJoinMentor,
  FAILURE_MESSAGES,
  initialsOf,
  LEARNER_HOME,
  orDash,
  SUCCESS_MESSAGES,
} from '@modkit/sdk/rules';
import { assetUrl, ErrorDialog, LoadingState, Modal } from '@modkit/widgets/ui';
import { useState } from 'react';
import { navigate } from '../router/location';
import { refreshProfile } from '../session/profile-refresh';
import './invitation.css';
import { useAppTranslator } from '../i18n/use-app-translator';
import { FocusedStatus } from '../ui/focused-status';

type JoinState = 'idle' | 'joining' | 'joined' | 'failed';

/** The mentor's picture (their initials when they have none), name and organization. */
function MentorCard({ mentor }: { mentor: InvitedMentor }) {
  const client = useClient();
  const picture = assetUrl(client.baseURL, mentor.media?.path);
  const { t } = useAppTranslator();
  return (
    <div className="invitation">
      {picture ? (
        <img className="invitation__picture" src={picture} alt="" />
      ) : (
        <span className="invitation__picture invitation__picture--initials" aria-hidden="true">
          {initialsOf(mentor.full_name)}
        </span>
      )}
      <dl className="invitation__details">
        <dt>{t('library.mentorName')}</dt>
        <dd>{orDash(mentor.full_name)}</dd>
        <dt>{t('library.organization')}</dt>
        <dd>{orDash(mentor.organization)}</dd>
      </dl>
    </div>
  );
}

/**
 * The invitation modal of My Library (part 1 §2.17, §4, §8): a learner who opens a mentor's link
 * (`/my-library?value={invitation}`: the mentor's signed invitation) sees the mentor and joins with 'Join
 * Now'. No invites left (max_invites 0) or a refusal: 'Error! Could not assign mentor, please contact your
 * mentor.'; success: 'Success! Mentor Assigned Successfully.', then the page reloads (without the link's
 * value) with the refreshed profile.
 */
export function MentorInvitation({ invitation }: { invitation: string }) {
  const client = useClient();
  const learnerId = useSession((s) => Number(s.user?.data.id));
  const { t, wire } = useAppTranslator();
  const details = useResource(() => getMentorDetails(client, invitation), [client, invitation]);
  const [join, setJoin] = useState<JoinState>('idle');
  const close = () => navigate(LEARNER_HOME, { replace: true, keepScroll: true });
  const reload = () => window.location.replace(LEARNER_HOME);

  if (details.status === 'error') {
    return <ErrorDialog message={wire(FAILURE_MESSAGES.mentorDetailsFailed)} onClose={close} />;
  }
  const mentor = details.status === 'ready' ? details.data : null;
  const joinNow = async () => {
    if (!mentor || !canJoinMentor(mentor.meta?.max_invites)) return setJoin('failed');
    setJoin('joining');
    try {
      await assignMentor(client, { learners: [learnerId], mentors: [mentor.id], invitation });
      // The new mentor can change the organisation: the stored profile is refreshed before the reload.
      await refreshProfile(client).catch(() => undefined);
      setJoin('joined');
    } catch {
      setJoin('failed');
    }
  };
  const footer =
    join === 'joined' ? (
      <button type="button" className="mk-btn" onClick={reload}>
        {t('dialog.okay')}
      </button>
    ) : (
      <button type="button" className="mk-btn" onClick={joinNow} disabled={!mentor || join === 'joining'}>
        {t('library.joinNow')}
      </button>
    );
  return (
    <Modal
      open
      title={t('library.mentorInvitation')}
      onClose={join === 'joined' ? reload : close}
      footer={footer}
    >
      {mentor ? <MentorCard mentor={mentor} /> : <LoadingState label={t('library.loadingMentor')} />}
      {join === 'joined' ? (
        <FocusedStatus className="mk-alert mk-alert--success">
          {wire(SUCCESS_MESSAGES.mentorAssigned)}
        </FocusedStatus>
      ) : null}
      {join === 'failed' ? (
        <p className="mk-alert mk-alert--error" role="alert">
          {wire(FAILURE_MESSAGES.mentorAssignFailed)}
        </p>
      ) : null}
    </Modal>
  );
}
