import { useEffect } from 'react';
import { navigate } from './location';

/** Replaces the current entry with `to` after render. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
