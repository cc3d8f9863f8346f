import { checkLocation, logout } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import {
  LOCATION_AUTO_LOGOUT_MS,
  LOCATION_LOGOUT_ROUTE,
  LOCATION_RECHECK_MS,
  locationDialog,
  locationOutcome,
} from '@modkit/sdk/rules';
import { ErrorDialog } from '@modkit/widgets/ui';
import { useEffect, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { navigate } from '../router/location';
import { currentPosition } from './current-position';

/**
 * The library-bound learner's location check (part 1 §4, §8, §9), mounted by the shell for learners whose
 * profile carries the location flag: every 10 s the browser's position goes to the server; out of range
 * shows 'Out of Range!', no position 'Location Permission Required!'. Okay, or 60 s after the dialog
 * opened, logs out (server logout with machine_id, session cleared) and goes to /login?autologout=true.
 * A check the server cannot answer is tried again 10 s later.
 */
export default function LocationCheck() {
  const client = useClient();
  const { wire } = useAppTranslator();
  const [dialog, setDialog] = useState<{ title: string; text: string } | null>(null);

  useEffect(() => {
    if (dialog) return;
    let live = true;
    const check = async () => {
      const position = await currentPosition(LOCATION_RECHECK_MS);
      const inRange = position ? await checkLocation(client, position).catch(() => undefined) : null;
      if (position && inRange === undefined) return;
      const found = locationDialog(locationOutcome(position !== null, inRange));
      if (live && found) setDialog(found);
    };
    void check();
    const timer = window.setInterval(check, LOCATION_RECHECK_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [client, dialog]);

  const signOut = async () => {
    await logout(client).catch(() => undefined);
    navigate(LOCATION_LOGOUT_ROUTE, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts when a dialog opens.
  useEffect(() => {
    if (!dialog) return;
    const timer = window.setTimeout(signOut, LOCATION_AUTO_LOGOUT_MS);
    return () => window.clearTimeout(timer);
  }, [dialog]);

  return (
    <ErrorDialog
      title={dialog ? wire(dialog.title) : undefined}
      message={dialog ? wire(dialog.text) : null}
      onClose={signOut}
    />
  );
}
