import { Modal } from '@modkit/widgets/ui';
import { PackageTable } from './package-table';
import { closePricing } from './pricing-flag';
import './commerce.css';

/**
 * The pricing modal (part 1 §2.16), open over any page while the URL has `upgrade=true`; closing it
 * removes the flag. Loaded on demand by the shell.
 */
export default function PricingModal() {
  return (
    <Modal open title="Choose a Package" onClose={closePricing}>
      <div className="pricing-modal">
        <PackageTable />
      </div>
    </Modal>
  );
}
