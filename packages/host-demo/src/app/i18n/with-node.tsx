import type { ReactNode } from 'react';

/** A character no message contains: it marks where the node goes in the translated text. */
const MARK = '\uE000';

/**
 * A translated sentence with an element inside it (a link, a name in bold) where its placeholder is, in
 * whatever place the language puts it: `withNode((at) => t('forgot.sent', { email: at }), <strong>…</strong>)`.
 */
export function withNode(render: (at: string) => string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = render(MARK).split(MARK);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
