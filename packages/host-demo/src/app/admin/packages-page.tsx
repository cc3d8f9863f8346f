import {
  type AdminCoupon,
  type AdminPackage,
  getAdminCoupons,
  getAdminPackages,
  updatePackage,
} from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { ErrorDialog } from '@modkit/widgets/ui';
import { useState } from 'react';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import './admin.css';
import { inAdminLanguage, useAdminTranslator } from './admin-language';
import { AdminSection } from './admin-section';
import { CouponFormDialog } from './coupon-form';
import { CouponsTable } from './coupons-table';
import { PackageFormDialog } from './package-form';
import { PackagesTable } from './packages-table';
import { type ToggledStatuses, useStatusToggle } from './use-status-toggle';

/** A package is active or inactive: Activate / Deactivate switches it, with a notice. */
const PACKAGE_STATUSES: ToggledStatuses<AdminPackage['status']> = {
  on: 'Active',
  off: 'Inactive',
  turnedOn: 'admin.packages.activated',
  turnedOff: 'admin.packages.deactivated',
};

/**
 * `/admin/packages` (administrators): the data the pricing table and the order page read. Packages (create,
 * edit, deactivate: an inactive package leaves the pricing table, its subscribers keep it) and coupons (create,
 * edit). Nothing is deleted. Every call is checked again by the api (403 otherwise).
 */
function PackagesPage() {
  const client = useClient();
  const { t } = useAdminTranslator();
  const packages = useResource(() => getAdminPackages(client), [client]);
  const coupons = useResource(() => getAdminCoupons(client), [client]);
  const [editingPackage, setEditingPackage] = useState<AdminPackage | 'new' | null>(null);
  const [editingCoupon, setEditingCoupon] = useState<AdminCoupon | 'new' | null>(null);
  const toggling = useStatusToggle(
    PACKAGE_STATUSES,
    (pkg: AdminPackage, status) => updatePackage(client, pkg.id, { status }),
    packages.reload,
  );
  return (
    <PageFrame
      title={t('admin.packages.title')}
      crumbs={[{ label: t('admin.crumb') }, { label: t('admin.packages.title') }]}
    >
      <p className="page-lead">{t('admin.packages.lead')}</p>
      <AdminSection
        id="admin-packages-title"
        title={t('admin.packages.heading')}
        newLabel={t('admin.packages.new')}
        onNew={() => setEditingPackage('new')}
      >
        <ResourceList resource={packages} empty={t('admin.packages.none')}>
          {(rows) => <PackagesTable packages={rows} onEdit={setEditingPackage} onToggle={toggling.toggle} />}
        </ResourceList>
      </AdminSection>
      <AdminSection
        id="admin-coupons-title"
        title={t('admin.coupons.heading')}
        newLabel={t('admin.coupons.new')}
        onNew={() => setEditingCoupon('new')}
      >
        <ResourceList resource={coupons} empty={t('admin.coupons.none')}>
          {(rows) => <CouponsTable coupons={rows} onEdit={setEditingCoupon} />}
        </ResourceList>
      </AdminSection>
      <PackageFormDialog
        open={editingPackage !== null}
        pkg={editingPackage === 'new' ? null : editingPackage}
        onClose={() => setEditingPackage(null)}
        onSaved={() => {
          setEditingPackage(null);
          packages.reload();
        }}
      />
      <CouponFormDialog
        open={editingCoupon !== null}
        coupon={editingCoupon === 'new' ? null : editingCoupon}
        onClose={() => setEditingCoupon(null)}
        onSaved={() => {
          setEditingCoupon(null);
          coupons.reload();
        }}
      />
      <ErrorDialog message={toggling.failure} onClose={toggling.clearFailure} />
    </PageFrame>
  );
}

/** The page in the app's language, with the console's catalogue (loaded with the page's chunk). */
export default inAdminLanguage(PackagesPage);
