import {
  type ComponentPropsWithoutRef,
  type FocusEvent,
  forwardRef,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
  useEffect,
  useRef,
} from 'react';
import { navigate } from './location';
import { preloadRoute, preloadWhenSeen } from './route-preload';

/**
 * An `<a>` that routes inside the app on a plain left click (new tab, modifiers: the browser's way), and
 * starts its screen's code when it is hovered, focused, touched or seen (route-preload.ts). Its ref is
 * forwarded (preact/compat, which the app renders with, passes no `ref` prop to a function component).
 */
export const Link = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<'a'> & { href: string }>(
  function Link({ href, onClick, onPointerEnter, onFocus, onTouchStart, ...rest }, ref) {
    const own = useRef<HTMLAnchorElement | null>(null);
    // The observer reads the link's href when it is seen: a later href is the one preloaded.
    useEffect(() => (own.current ? preloadWhenSeen(own.current) : undefined), []);
    const setRef = (node: HTMLAnchorElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    };
    const handle = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    };
    return (
      <a
        ref={setRef}
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
        onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
          onTouchStart?.(event);
          preloadRoute(href);
        }}
        {...rest}
      />
    );
  },
);
