import { type RefObject, useRef } from 'react';

/**
 * A ref that always holds the latest value given (a callback from the props, say): an effect reads it when
 * it fires, and need not subscribe again each time the value changes.
 */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
