import {
  type AdminCoupon,
  type AdminPackage,
  getAdminCoupons,
  getAdminPackages,
  updatePackage,
} from '@modkit/sdk';
import { ADMIN_TEXTS } from '@modkit/sdk/admin';
import { useClient, useResource } from '@modkit/sdk/react';
import { EmptyState, ErrorDialog, ErrorState, errorMessage, LoadingState } from '@modkit/widgets/ui';
import { useState } from 'react';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import './admin.css';
import { CouponFormDialog } from './coupon-form';
import { CouponsTable } from './coupons-table';
import { PackageFormDialog } from './package-form';
import { PackagesTable } from './packages-table';

/**
 * `/admin/packages` (administrators): the data the pricing table and the order page read. Packages (create,
 * edit, deactivate: an inactive package leaves the pricing table, its subscribers keep it) and coupons (create,
 * edit). Nothing is deleted. Every call is checked again by the api (403 otherwise).
 */
export default function PackagesPage() {
  const client = useClient();
  const packages = useResource(() => getAdminPackages(client), [client]);
  const coupons = useResource(() => getAdminCoupons(client), [client]);
  const [editingPackage, setEditingPackage] = useState<AdminPackage | 'new' | null>(null);
  const [editingCoupon, setEditingCoupon] = useState<AdminCoupon | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (pkg: AdminPackage) => {
    const status = pkg.status === 'Active' ? 'Inactive' : 'Active';
    try {
      await updatePackage(client, pkg.id, { status });
      notify(status === 'Inactive' ? ADMIN_TEXTS.packageDeactivated : ADMIN_TEXTS.packageActivated);
      packages.reload();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <PageFrame title="Packages & Coupons" crumbs={[{ label: 'Admin' }, { label: 'Packages & Coupons' }]}>
      <p className="page-lead">
        What the pricing table and the order page read. An inactive package leaves the pricing table; its
        subscribers keep it.
      </p>
      <section className="admin-section" aria-labelledby="admin-packages-title">
        <div className="admin-section__head">
          <h2 id="admin-packages-title">Packages</h2>
          <button type="button" className="btn" onClick={() => setEditingPackage('new')}>
            New package
          </button>
        </div>
        {packages.status === 'loading' && !packages.data ? <LoadingState /> : null}
        {packages.status === 'error' ? <ErrorState error={packages.error} onRetry={packages.reload} /> : null}
        {packages.data && !packages.data.results.length ? <EmptyState text={ADMIN_TEXTS.noPackages} /> : null}
        {packages.data?.results.length ? (
          <PackagesTable packages={packages.data.results} onEdit={setEditingPackage} onToggle={toggle} />
        ) : null}
      </section>
      <section className="admin-section" aria-labelledby="admin-coupons-title">
        <div className="admin-section__head">
          <h2 id="admin-coupons-title">Coupons</h2>
          <button type="button" className="btn" onClick={() => setEditingCoupon('new')}>
            New coupon
          </button>
        </div>
        {coupons.status === 'loading' && !coupons.data ? <LoadingState /> : null}
        {coupons.status === 'error' ? <ErrorState error={coupons.error} onRetry={coupons.reload} /> : null}
        {coupons.data && !coupons.data.results.length ? <EmptyState text={ADMIN_TEXTS.noCoupons} /> : null}
        {coupons.data?.results.length ? (
          <CouponsTable coupons={coupons.data.results} onEdit={setEditingCoupon} />
        ) : null}
      </section>
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
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </PageFrame>
  );
}
