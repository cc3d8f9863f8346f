import type { Badge } from '@modkit/sdk/rules';

/** A badge's medal: a coloured disc with the badge's initial (the spec's badge art is not shown). */
export function BadgeMedal({ badge, dim = false }: { badge: Badge; dim?: boolean }) {
  return (
    <span className={`medal medal--${badge.id}${dim ? ' medal--dim' : ''}`} aria-hidden="true">
      {badge.name.charAt(0)}
    </span>
  );
}
