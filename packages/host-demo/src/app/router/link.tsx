import {
  type ComponentPropsWithoutRef,
  type FocusEvent,
  forwardRef,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
} from 'react';
import { navigate } from './location';
import { preloadRoute, preloadWhenSeen } from './preload-route';

type LinkProps = ComponentPropsWithoutRef<'a'> & { href: string };

/**
 * An `<a>` that routes inside the app on a plain left click (new tab, modifiers: the browser's way), and
 * loads its page's code ahead when hovered, focused or seen (preload-route.ts). Its ref is forwarded
 * (preact/compat, which the app renders with, passes no `ref` prop to a function component).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, onClick, onPointerEnter, onFocus, ...rest },
  ref,
) {
  const own = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (own.current ? preloadWhenSeen(own.current) : undefined), []);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      href={href}
      onClick={handle}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        preloadRoute(href);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preloadRoute(href);
      }}
      {...rest}
    />
  );
});
