import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { useDocumentTitle } from './use-document-title';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  href?: string;
}

/**
 * The frame of a signed-in page: breadcrumb (when given), the page's one `h1` (visually hidden when the
 * page shows its title another way) and the content, in a `section` labelled by the title. The tab title
 * says where one is: the page's title (or `documentTitle`, what the page shows when its h1 is generic), then
 * its section, the first crumb ("Recommended for You – My Library – modkit").
 */
export function PageFrame({
  title,
  documentTitle,
  crumbs,
  hideTitle = false,
  actions,
  children,
}: {
  title: string;
  /** The tab title's parts before the section, most particular first, when not the h1's text. */
  documentTitle?: Array<string | null | undefined>;
  crumbs?: Crumb[];
  hideTitle?: boolean;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAppTranslator();
  useDocumentTitle(...(documentTitle ?? [title]), crumbs?.[0]?.label);
  return (
    <section className="page" aria-labelledby="page-title">
      {crumbs?.length ? (
        <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.label} aria-current={crumb.href ? undefined : 'page'}>
                {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : crumb.label}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={actions ? 'page__head' : undefined}>
        <h1 id="page-title" className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
