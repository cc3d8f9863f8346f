import { z } from 'zod';

/**
 * The catalogue import format: one JSON file per category (see packages/api/README.md "Importing a catalogue").
 * Keys are stable identifiers: importing the same file again updates in place.
 */
const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'keys are kebab-case: a-z, 0-9 and dashes');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colors are #rrggbb');
const icon = z.string().min(1).max(16);

const CatalogueProject = z.object({
  key,
  name: z.string().min(1).max(200),
  type: z.enum(['MINI_PROJECT', 'SKILL_BUILDING_PROJECT']),
  html: z.string().min(1),
});

export const CatalogueModule = z.object({
  key,
  name: z.string().min(1).max(200),
  subcategory: key,
  color,
  icon,
  banner_text: z.string().max(40).optional(),
  publish_days_ago: z.number().int().min(0).max(3650),
  description_html: z.string().min(1),
  get_the_idea_html: z.string().min(1),
  get_the_idea_css: z.string().default(''),
  reflection_question: z.string().min(1).max(1000),
  /** The language of the module's content: a BCP 47 primary tag, lower case ('en', 'es', 'ar' …). */
  language: z
    .string()
    .regex(
      /^[a-z]{2,3}$/,
      "language is a BCP 47 primary language tag in lower case, such as 'en', 'es' or 'ar'",
    )
    .default('en'),
  tags: z.array(z.string().min(1).max(60)).max(20).default([]),
  careers: z.array(key).max(10).default([]),
  projects: z.array(CatalogueProject).max(10).default([]),
});

const CatalogueCollection = z.object({
  key,
  name: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
  color,
  icon,
  modules: z.array(key).min(1),
});

export const CatalogueFile = z.object({
  category: z.object({
    key,
    name: z.string().min(1).max(120),
    color,
    icon,
    subcategories: z.array(z.object({ key, name: z.string().min(1).max(120), color, icon })).min(1),
  }),
  modules: z.array(CatalogueModule),
  collections: z.array(CatalogueCollection).default([]),
});

export type CatalogueFile = z.infer<typeof CatalogueFile>;
export type CatalogueModule = z.infer<typeof CatalogueModule>;
