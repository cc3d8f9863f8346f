import { z } from 'zod';
import { Id } from '../common';
import { Media } from './media';
import { Module } from './module';

/** A collection of modules that gives a completion certificate (part 1 §3). */
export const Collection = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable().optional(),
  media: Media.nullable().optional(),
  status: z.string().nullable().optional(),
  no_of_modules: z.number().int(),
  modules: z.array(Module).nullable().optional(),
  hasCertificate: z.object({ path: z.string().nullable().optional() }).nullable().optional(),
});
export type Collection = z.infer<typeof Collection>;

/** A certificate of completion of a collection (its own file: a module carries one too). */
export { Certificate } from './certificate';

/** A career, with the modules related to it on its own page. */
export const Career = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  modules: z.array(Module).nullable().optional(),
});
export type Career = z.infer<typeof Career>;

/** A sub-category, also the interest item of choose-your-interests (`media[0].path`). */
export const SubCategory = z.object({
  id: Id,
  name: z.string(),
  media: z.array(Media).nullable().optional(),
  status: z.string().nullable().optional(),
});
export type SubCategory = z.infer<typeof SubCategory>;

/** A top category with its sub-categories (header dropdown). */
export const Category = z.object({
  id: Id,
  name: z.string(),
  media: Media.nullable().optional(),
  status: z.string().nullable().optional(),
  subcategories: z.array(SubCategory),
});
export type Category = z.infer<typeof Category>;
