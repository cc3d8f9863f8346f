import { useT } from '../runtime/i18n';
import { useWidgetEnv } from '../runtime/widget-env';
import { useCopyLink } from '../ui/copy-link';
import { Icon, Share } from '../ui/icon';

/** Shares the module's page of the standalone app: the system share sheet, else a copied link. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const env = useWidgetEnv();
  const { feedback, copy } = useCopyLink();
  const { t } = useT();
  const url = `${(env.appUrl ?? location.origin).replace(/\/+$/, '')}${path}`;
  return (
    <>
      <button
        type="button"
        className="mk-icon-btn"
        aria-label={t('player.share')}
        onClick={() => copy(url, { title })}
      >
        <Icon icon={Share} />
      </button>
      <span role="status" className={feedback ? 'mk-feedback' : 'mk-visually-hidden'}>
        {feedback}
      </span>
    </>
  );
}
