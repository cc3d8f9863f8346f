import type { Package } from '@modkit/sdk';
import { packageButtonText } from '@modkit/sdk/rules';
import { useEffect, useRef } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';

/**
 * A package's action in the table (part 1 §2.16): 'Current Package', disabled, for the user's own
 * package; 'Choose' for the others, leading to /order-details/{package_id}.
 */
export function PackageChoice({
  pkg,
  currentName,
  focus = false,
}: {
  pkg: Package;
  currentName: string | null | undefined;
  /** Takes focus when shown (the package a locked action recommends). */
  focus?: boolean;
}) {
  const { t } = useAppTranslator();
  const link = useRef<HTMLAnchorElement>(null);
  // After the dialog has placed its own first focus (the frame after it opens).
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => link.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focus]);
  if (packageButtonText(pkg.name, currentName) === 'Current Package') {
    return (
      <button type="button" className="btn package-choice" disabled>
        {t('commerce.currentPackage')}
      </button>
    );
  }
  return (
    <Link
      href={`/order-details/${pkg.id}`}
      className={focus ? 'btn package-choice' : 'btn btn--secondary package-choice'}
      aria-label={t('commerce.chooseName', { name: pkg.name })}
      ref={link}
    >
      {t('commerce.choose')}
    </Link>
  );
}
