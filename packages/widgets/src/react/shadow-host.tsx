import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

const ShadowRootContext = createContext<ShadowRoot | null>(null);

/** The shadow root the nearest `ShadowHost` renders into (null before it is attached). */
export function useShadowRoot(): ShadowRoot | null {
  return useContext(ShadowRootContext);
}

interface ShadowHostProps {
  /** The host element's tag (`modkit-points-badge`): page selectors such as `div { … }` never match it. */
  tag: string;
  theme?: 'light' | 'dark' | undefined;
  children: ReactNode;
}

/**
 * An element with an open shadow root, its children rendered into that root through a portal (React's
 * events work inside it: React listens on a portal's container). Written here rather than taken from
 * react-shadow, which imports `react-dom/server` for server rendering: 61 kB gz in every partner's bundle.
 * Nothing renders inside on a server; the root is attached on the client, before the first paint.
 */
export function ShadowHost({ tag, theme, children }: ShadowHostProps) {
  const host = useRef<HTMLElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    // An element keeps its shadow root (a second attachShadow throws): React's StrictMode runs this twice.
    if (element) setShadow(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return createElement(
    tag,
    { ref: host, ...(theme ? { theme } : {}) },
    shadow &&
      createPortal(
        <ShadowRootContext.Provider value={shadow}>{children}</ShadowRootContext.Provider>,
        shadow,
      ),
  );
}
