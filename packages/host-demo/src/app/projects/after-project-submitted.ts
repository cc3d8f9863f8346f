import type { Client } from '@modkit/sdk';
import { say, type Translator } from '@modkit/sdk/i18n';
import { fileUploadText, MODULE_FORM_MESSAGES, PROJECTS_PATH } from '@modkit/sdk/rules';
import { notifyPointsChanged } from '@modkit/widgets';
import type { AppId } from '../i18n/use-app-translator';
import { navigate } from '../router/location';
import { notify } from '../ui/notices';
import { setFlash } from './flash';
import { refreshProfileAfterSubmission } from './refresh-profile';

/**
 * After a project is sent (part 1 §2.24, §4): the list's flash, a notice per uploaded file, the points widgets
 * told; then the profile is fetched again and the list opens (the page reloads when the package changed).
 */
export async function afterProjectSubmitted(
  client: Client,
  files: File[],
  storedPackageName: string | null | undefined,
  i18n: Translator<AppId>,
) {
  setFlash(MODULE_FORM_MESSAGES.projectSubmitted);
  for (const file of files) notify(say(i18n, fileUploadText(file.name, true)));
  notifyPointsChanged();
  const reload = await refreshProfileAfterSubmission(client, storedPackageName);
  navigate(PROJECTS_PATH);
  if (reload) window.location.reload();
}
