import { z } from 'zod';
import { dataOf, OrderDirection, PageQuery, pageOf } from './common';
import { Career, Category, Certificate, Collection, SubCategory } from './entities/library';
import { Package } from './entities/package';

/** A page of a list that may be filtered by status (careers, topics, packages). */
const StatusPageQuery = z.object({
  ...PageQuery.shape,
  status: z.string().optional(),
});

/** GET /collections. */
export const CollectionsQuery = z.object({
  search_type: z.string().optional(),
  status: z.string().optional(),
  ...PageQuery.shape,
  order_by: OrderDirection.optional(),
});
export type CollectionsQuery = z.infer<typeof CollectionsQuery>;
export const CollectionsResponse = pageOf(Collection);
export type CollectionsResponse = z.infer<typeof CollectionsResponse>;

/** GET /collections/{id}. */
export const CollectionResponse = dataOf(Collection);
export type CollectionResponse = z.infer<typeof CollectionResponse>;

/** GET /certificates. */
export const CertificatesQuery = z.object({ include: z.string().optional() });
export type CertificatesQuery = z.infer<typeof CertificatesQuery>;
export const CertificatesResponse = pageOf(Certificate);
export type CertificatesResponse = z.infer<typeof CertificatesResponse>;

/** GET /careers. */
export const CareersQuery = StatusPageQuery;
export type CareersQuery = z.infer<typeof CareersQuery>;
export const CareersResponse = pageOf(Career);
export type CareersResponse = z.infer<typeof CareersResponse>;

/** GET /careers/{id}: with its related modules. */
export const CareerResponse = dataOf(Career);
export type CareerResponse = z.infer<typeof CareerResponse>;

/** GET /categories. */
export const CategoriesQuery = PageQuery;
export type CategoriesQuery = z.infer<typeof CategoriesQuery>;
export const CategoriesResponse = pageOf(Category);
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

/** GET /categories/sub-categories (topic search of choose-your-interests). */
export const SubCategoriesQuery = StatusPageQuery.extend({ keyword: z.string().optional() });
export type SubCategoriesQuery = z.infer<typeof SubCategoriesQuery>;
export const SubCategoriesResponse = pageOf(SubCategory);
export type SubCategoriesResponse = z.infer<typeof SubCategoriesResponse>;

/** GET /packages. */
export const PackagesQuery = StatusPageQuery;
export type PackagesQuery = z.infer<typeof PackagesQuery>;
export const PackagesResponse = pageOf(Package);
export type PackagesResponse = z.infer<typeof PackagesResponse>;

/** GET /packages/{id}. */
export const PackageResponse = dataOf(Package);
export type PackageResponse = z.infer<typeof PackageResponse>;
