import type { Package } from '@modkit/sdk';
import { packageButtonText } from '@modkit/sdk/rules';
import { Link } from '../router/link';

/**
 * A package's action in the table (part 1 §2.16): 'Current Package', disabled, for the user's own
 * package; 'Choose' for the others, leading to /order-details/{package_id}.
 */
export function PackageChoice({
  pkg,
  currentName,
}: {
  pkg: Package;
  currentName: string | null | undefined;
}) {
  if (packageButtonText(pkg.name, currentName) === 'Current Package') {
    return (
      <button type="button" className="btn package-choice" disabled>
        Current Package
      </button>
    );
  }
  return (
    <Link
      href={`/order-details/${pkg.id}`}
      className="btn btn--secondary package-choice"
      aria-label={`Choose ${pkg.name}`}
    >
      Choose
    </Link>
  );
}
