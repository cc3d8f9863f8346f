import type { Mentor } from '@modkit/sdk';
import { initialsOf, MISSING_TEXT } from '@modkit/sdk/rules';
import { assetUrl, mediaPath } from '@modkit/widgets/ui';
import { useId } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

const isWebLink = (value: string | null | undefined): value is string =>
  !!value && /^https?:\/\//i.test(value);

/** A mentor card of My Mentors (part 1 §2.25): photo, name linking to the mentor's profile link, e-mail. */
export function MentorCard({ mentor }: { mentor: Mentor }) {
  const nameId = useId();
  const { t } = useAppTranslator();
  const name = mentor.full_name || MISSING_TEXT;
  const photo = assetUrl('/api', mediaPath(mentor.media));
  return (
    <article className="tile mentor-card" aria-labelledby={nameId}>
      {photo ? (
        <img className="mentor-card__photo" src={photo} alt="" width={72} height={72} />
      ) : (
        <span className="mentor-card__photo mentor-card__photo--initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <div className="mentor-card__body">
        <h3 id={nameId} className="mentor-card__name">
          {isWebLink(mentor.profile_link) ? (
            <a href={mentor.profile_link} target="_blank" rel="noopener noreferrer">
              {name} <span className="visually-hidden">{t('sessions.profileNewTab')}</span>
            </a>
          ) : (
            name
          )}
        </h3>
        {mentor.organization ? <p className="mentor-card__org">{mentor.organization}</p> : null}
        {mentor.email ? (
          <a className="mentor-card__email" href={`mailto:${mentor.email}`}>
            {mentor.email}
          </a>
        ) : null}
      </div>
    </article>
  );
}
