/** Reduced motion: the animations and the transitions of moving properties. */
import { allElements, describe } from './elements';

/** Seconds of a CSS time list's longest entry ("0.2s, 0s"). */
export function longest(times: string): number {
  return Math.max(
    0,
    ...times.split(',').map((t) => Number.parseFloat(t) * (t.trim().endsWith('ms') ? 0.001 : 1)),
  );
}

export function motion(): string[] {
  const moving = /transform|translate|rotate|scale|top|left|right|bottom|inset|width|height|margin|all/;
  const found: string[] = [];
  for (const el of allElements()) {
    const style = getComputedStyle(el);
    if (style.animationName !== 'none' && longest(style.animationDuration) > 0.02)
      found.push(`${describe(el)}: animation ${style.animationName} ${style.animationDuration}`);
    const properties = style.transitionProperty.split(',');
    const durations = style.transitionDuration.split(',');
    properties.forEach((property, i) => {
      const duration = longest(durations[i % durations.length] ?? '0s');
      if (moving.test(property) && duration > 0.02)
        found.push(`${describe(el)}: transition ${property.trim()} ${duration}s`);
    });
  }
  return found;
}
