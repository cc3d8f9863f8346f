import type { RouteParams } from '../router/app-route';
import { Link } from '../router/link';

const TITLES: Record<string, string> = {
  'my-list': 'My List',
  'mentor-sessions': 'My Mentors',
  projects: 'Projects',
  'project-locked': 'Projects',
  'activity-log': 'Activity Log',
  'activity-log-locked': 'Activity Log',
  'my-profile': 'Profile',
  'my-account': 'My Account',
  'your-points': 'My Points',
  'contact-us': 'Contact us',
  notifications: 'Notifications',
  search: 'Search',
};

/** A learner route of the spec that the app does not have yet: its title and the way back. */
export default function PendingPage({ params }: { params: RouteParams }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{TITLES[params.name ?? ''] ?? 'modkit'}</h1>
      <p>This screen is not in the standalone app yet.</p>
      <Link href="/my-library">Go to My Library</Link>
    </section>
  );
}
