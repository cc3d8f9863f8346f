import type { ReactElement, ReactNode } from 'react';
import { AccountSection } from './account-section';

/**
 * A titled account section that lists items (certificates, key jobs, submitted projects, answered
 * reflections), left out while there are none; `children` follow the list.
 */
export function ListSection<Item>({
  id,
  title,
  listClassName,
  items,
  renderItem,
  children,
}: {
  id: string;
  title: ReactNode;
  listClassName: string;
  items: readonly Item[];
  /** An item's `<li>`, with its key. */
  renderItem: (item: Item) => ReactElement;
  children?: ReactNode;
}) {
  if (!items.length) return null;
  return (
    <AccountSection id={id} title={title}>
      <ul className={listClassName}>{items.map((item) => renderItem(item))}</ul>
      {children}
    </AccountSection>
  );
}
