import { useClient } from '@modkit/sdk/react';
import { CERTIFICATE_STEPS, certificateState } from '@modkit/sdk/rules';
import { assetUrl, Icon, Lock, Tooltip } from '@modkit/widgets/ui';
import './collection.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * The learner's 'Certificate of Completion' panel of a collection (part 1 §2.19, §5): a download link
 * when hasCertificate.path exists, otherwise a locked button with the tooltip 'Complete the steps to earn
 * your certificate!' and the steps.
 */
export function CertificatePanel({
  path,
  collectionName,
}: {
  path: string | null | undefined;
  collectionName: string;
}) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const state = certificateState(path);
  return (
    <section className="certificate" aria-labelledby="certificate-title">
      <h2 id="certificate-title">{t('library.certificateTitle')}</h2>
      {state.locked ? (
        <>
          <ol className="certificate__steps">
            {CERTIFICATE_STEPS.map((step) => (
              <li key={step}>{wire(step)}</li>
            ))}
          </ol>
          <Tooltip text={wire(state.tooltip)}>
            <button type="button" className="btn certificate__locked" aria-disabled="true">
              <Icon icon={Lock} /> {t('library.downloadCertificate')}
            </button>
          </Tooltip>
        </>
      ) : (
        <>
          <p>{t('library.completedEvery', { collection: collectionName })}</p>
          <a
            className="btn"
            href={assetUrl(client.baseURL, state.path)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('library.downloadCertificate')}
            <span className="visually-hidden">{t('library.opensNewTab')}</span>
          </a>
        </>
      )}
    </section>
  );
}
