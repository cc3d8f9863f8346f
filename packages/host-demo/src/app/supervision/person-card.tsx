import { initialsOf, type PersonLike, personFacts } from '@modkit/sdk/rules';
import { assetUrl, mediaPath } from '@modkit/widgets/ui';
import { useId } from 'react';
import { FactList } from '../ui/fact-list';

/** Today as YYYY-MM-DD in the user's own time zone (for the age). */
const localToday = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * A learner's or a mentee's profile card (part 2 "Learner View Details", "Mentee View Details"): picture (or
 * initials), name, age, phone, email, date of birth, gender, interests (learners) and organization, '---' for
 * blanks.
 */
export function PersonCard({
  person,
  media,
  title,
  interests = true,
}: {
  person: PersonLike;
  media: unknown;
  title: string;
  interests?: boolean;
}) {
  const titleId = useId();
  const image = assetUrl('/api', mediaPath(media as Parameters<typeof mediaPath>[0]));
  return (
    <section className="tile person-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="person-card__body">
        {image ? (
          <img className="person-card__avatar" src={image} alt="" width={72} height={72} />
        ) : (
          <span className="person-card__avatar person-card__avatar--initials" aria-hidden="true">
            {initialsOf(person.full_name)}
          </span>
        )}
        <FactList className="person-card__facts" facts={personFacts(person, localToday(), { interests })} />
      </div>
    </section>
  );
}
