import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent } from 'react';
import { navigate } from './location';

/**
 * An `<a>` that routes inside the app on a plain left click (new tab, modifiers: the browser's way). Its ref
 * is forwarded (preact/compat, which the app renders with, passes no `ref` prop to a function component).
 */
export const Link = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<'a'> & { href: string }>(
  function Link({ href, onClick, ...rest }, ref) {
    const handle = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    };
    return <a ref={ref} href={href} onClick={handle} {...rest} />;
  },
);
