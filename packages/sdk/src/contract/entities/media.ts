import { z } from 'zod';

/** A stored file as the server exposes it (`media.path`). */
export const Media = z.object({
  id: z.number().int().nullable().optional(),
  path: z.string(),
  file_name: z.string().nullable().optional(),
});
export type Media = z.infer<typeof Media>;

/** Editor output stored as JSON: the html and css of one block (module tabs, project content). */
export const EditorContent = z.object({
  html: z.string().nullable().optional(),
  css: z.string().nullable().optional(),
});
export type EditorContent = z.infer<typeof EditorContent>;

/** A `{ id, name }` reference (tags, careers, categories inside other entities). */
export const NamedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;
