import { useViewer } from '../library/use-viewer';
import type { RouteParams } from '../router/app-route';
import { Link } from '../router/link';

const TITLES: Array<[RegExp, string]> = [
  [/^activity-log$/, 'Activity Log'],
  [/^my-profile$/, 'Profile'],
  [/^my-account$/, 'My Account'],
  [/^your-points$/, 'My Points'],
  [/^notifications$/, 'Notifications'],
  [/^mentor\/mentor-sessions$/, 'Mentor Sessions'],
  [/^mentor\/view-details\//, 'Learner Details'],
  [/^super-mentor\/my-child-mentors$/, 'My Mentees'],
  [/^super-mentor\/view-mentee-details\//, 'Mentee Details'],
];

/** A route of the spec that the app does not have yet: its title and the way back to the user's library. */
export default function PendingPage({ params }: { params: RouteParams }) {
  const { home } = useViewer();
  const name = params.name ?? '';
  const title = TITLES.find(([pattern]) => pattern.test(name))?.[1] ?? 'modkit';
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>This screen is not in the standalone app yet.</p>
      <Link href={home}>Go to My Library</Link>
    </section>
  );
}
