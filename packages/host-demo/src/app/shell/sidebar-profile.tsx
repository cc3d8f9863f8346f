import type { User } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { showsRequestAccess, showsUpgradeLink, sidebarName } from '@modkit/sdk/rules';
import { assetUrl, mediaPath } from '@modkit/widgets/ui';
import { openPricing, openRequestAccess } from '../commerce/pricing-flag';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';

const isMentorRole = (role: string | null) => role === 'MENTOR' || role === 'SUPER_MENTOR';

/**
 * The sidebar's header block (part 1 §2.15): avatar and full name (cut to 80, '---') linking to
 * /my-profile; learners see their package and 'Upgrade Package' (not for the yearly one), which opens the
 * pricing modal; mentors see 'Request Access' when no modules remain on a limited allowance.
 */
export function SidebarProfile({ user, role }: { user: User | undefined; role: string | null }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const pkg = user?.userpackages?.packages;
  const fullName = user?.full_name ?? [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const photo = assetUrl(client.baseURL, mediaPath(user?.media));
  const initial = (user?.first_name ?? fullName).slice(0, 1).toUpperCase() || '?';
  const requestAccess =
    isMentorRole(role) &&
    showsRequestAccess(
      user?.modulesViewedAndRemaining?.remaining_module ?? -1,
      user?.meta?.allowed_modules ?? -1,
    );
  return (
    <div className="sidebar__profile">
      <Link href="/my-profile" className="sidebar__identity">
        {photo ? (
          <img className="sidebar__avatar" src={photo} alt="" />
        ) : (
          <span className="sidebar__avatar" aria-hidden="true">
            {initial}
          </span>
        )}
        <span className="sidebar__name">{sidebarName(fullName)}</span>
      </Link>
      {role === 'STUDENT' && pkg ? (
        <p className="sidebar__package">
          <span>{pkg.name}</span>
          {showsUpgradeLink(pkg) ? (
            <button type="button" className="link-button" onClick={() => openPricing()}>
              {t('nav.upgradePackage')}
            </button>
          ) : null}
        </p>
      ) : null}
      {requestAccess ? (
        <button type="button" className="btn btn--secondary sidebar__request" onClick={openRequestAccess}>
          {t('nav.requestAccess')}
        </button>
      ) : null}
    </div>
  );
}
