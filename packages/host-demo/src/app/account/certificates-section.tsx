import { getCertificates } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { assetUrl } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { ListSection } from './list-section';

/** Certificates of Completion (part 2 §2: only if any): each collection's certificate, its PDF in a new tab. */
export function CertificatesSection() {
  const client = useClient();
  const { t } = useAppTranslator();
  const dates = useDates();
  const certificates = useResource(() => getCertificates(client), [client]);
  return (
    <ListSection
      id="certificates"
      title={t('account.certificates')}
      listClassName="tile-list certificates"
      items={certificates.data?.results ?? []}
      renderItem={(c) => (
        <li key={c.id} className="tile certificate">
          <svg className="certificate__seal" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
            <circle cx="12" cy="9" r="6" />
            <path d="M8 14l-2 8 6-3 6 3-2-8" />
          </svg>
          <div>
            <p className="certificate__name">{c.collection?.name ?? t('library.collection')}</p>
            <p className="muted">{t('account.issued', { date: dates.day(c.created_at) })}</p>
            <a href={assetUrl(client.baseURL, c.media.path)} target="_blank" rel="noopener">
              {t('account.downloadCertificate')}
              <span className="visually-hidden">
                {t('account.certificateOf', { name: c.collection?.name ?? '' })}
              </span>
            </a>
          </div>
        </li>
      )}
    />
  );
}
