import { tabKeyTarget } from '@modkit/widgets/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { PackageChoice } from './package-choice';
import { PackageFeatures } from './package-features';
import type { PackageLayoutProps } from './package-layout-props';

/**
 * The package table of small screens (part 1 §2.16, "a tabbed accordion"): one tab per package (the
 * current one first selected), its features and its action in the panel. Arrow keys (mirrored right to
 * left), Home and End move between the tabs.
 */
export function PackageTabs({ packages, currentName, recommendedId }: PackageLayoutProps) {
  const { t, dir } = useAppTranslator();
  const recommended = packages.findIndex((p) => p.id === recommendedId);
  const initial =
    recommended >= 0
      ? recommended
      : Math.max(
          0,
          packages.findIndex((p) => p.name === currentName),
        );
  const [selected, setSelected] = useState(initial);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();
  const pkg = packages[selected] ?? packages[0]!;
  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };
  // Right to left, ArrowLeft goes to the next tab (the shared tablist keys).
  const onKeyDown = (event: KeyboardEvent) => {
    const to = tabKeyTarget(event.key, selected, packages.length, dir);
    if (to === null) return;
    event.preventDefault();
    select(to);
  };
  return (
    <div className="package-tabs">
      <div
        role="tablist"
        aria-label={t('commerce.packages')}
        className="package-tabs__list"
        onKeyDown={onKeyDown}
      >
        {packages.map((p, index) => (
          <button
            key={p.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${p.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {p.name}
            {p.id === recommendedId ? (
              <span className="tag package-recommended">{t('commerce.recommended')}</span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${pkg.id}`}
        className="package-tabs__panel"
      >
        <PackageFeatures pkg={pkg} />
        <PackageChoice pkg={pkg} currentName={currentName} />
      </div>
    </div>
  );
}
