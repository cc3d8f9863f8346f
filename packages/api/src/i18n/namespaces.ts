/** The server's catalogues: the words of its PDF documents, its mail and its text messages. */
export const SERVER_NAMESPACES = ['documents', 'mail', 'sms'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];
