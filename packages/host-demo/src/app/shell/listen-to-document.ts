/** Listeners of document events, by event type. */
export type DocumentListeners = {
  [Type in keyof DocumentEventMap]?: (event: DocumentEventMap[Type]) => void;
};

/** Adds listeners to the document and returns what removes them again (an effect's cleanup). */
export function listenToDocument(listeners: DocumentListeners): () => void {
  const entries = Object.entries(listeners) as Array<[string, EventListener]>;
  for (const [type, listener] of entries) document.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) document.removeEventListener(type, listener);
  };
}
