import type { UserProject } from '@modkit/sdk';
import { assetUrl } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';

const isWebLink = (value: string | null | undefined): value is string =>
  !!value && /^https?:\/\//i.test(value);

/**
 * 'Uploaded Project Files' (part 1 §2.24): the submitted files and the link, each opening in a new tab.
 * Only http(s) links are made clickable.
 */
export function ProjectFiles({ project }: { project: UserProject }) {
  const documents = project.documents ?? [];
  const { t } = useAppTranslator();
  const link = project.link;
  if (!documents.length && !link) return <p>{t('projects.noFiles')}</p>;
  return (
    <ul className="project-files">
      {documents.map((doc) => {
        const href = assetUrl('/api', doc.path);
        return (
          <li key={doc.id ?? doc.path}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {doc.file_name} <span className="visually-hidden">{t('library.opensNewTab')}</span>
              </a>
            ) : (
              doc.file_name
            )}
          </li>
        );
      })}
      {link ? (
        <li>
          {t('projects.linkColon')}{' '}
          {isWebLink(link) ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {link} <span className="visually-hidden">{t('library.opensNewTab')}</span>
            </a>
          ) : (
            link
          )}
        </li>
      ) : null}
    </ul>
  );
}
