import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { navigate } from './location';

/** An `<a>` that routes inside the app on a plain left click (new tab, modifiers: the browser's way). */
export function Link({ href, onClick, ...rest }: ComponentPropsWithRef<'a'> & { href: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
