import { downloadMyData } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { errorMessage } from '@modkit/widgets/ui';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { DeleteAccountDialog } from './delete-account-dialog';
import { exportFileName, saveFile } from './download-file';
import { YOUR_DATA_TEXTS as T } from './your-data-texts';

/**
 * My Profile's "Your data" (issue 27): Download my data (GET /users/export, saved as a zip) and Delete my
 * account (the dialog). Its height does not depend on the answers (the status line keeps its place).
 */
export function YourDataSection() {
  const { t, wire } = useAppTranslator();
  const client = useClient();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setState('busy');
    setFailure(null);
    try {
      saveFile(await downloadMyData(client), exportFileName());
      setState('done');
    } catch (error) {
      setState('idle');
      setFailure(errorMessage(error));
    }
  };
  return (
    <section className="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t(T.heading)}</h2>
      <p>{t(T.lead)}</p>
      <div className="your-data__buttons">
        <button type="button" className="btn btn--secondary" onClick={download} disabled={state === 'busy'}>
          {state === 'busy' ? t(T.downloading) : t(T.download)}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setDeleting(true)}>
          {t(T.deleteButton)}
        </button>
      </div>
      <p className={failure ? 'field__error your-data__status' : 'your-data__status'} role="status">
        {failure ? wire(failure) : state === 'done' ? t(T.downloaded) : ''}
      </p>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
