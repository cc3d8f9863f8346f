import { z } from 'zod';
import { dataOf, Id, pageOf, Timestamp } from './common';
import { Media } from './entities/media';
import { Package } from './entities/package';

/** PATCH /users/change-password. */
export const ChangePasswordBody = z.object({
  old_password: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The change-password answer: every other token is revoked; `meta.token` is this device's fresh one. */
export const ChangePasswordResponse = z.object({
  data: z.null().optional(),
  message: z.string().optional(),
  meta: z.object({ token: z.string() }).optional(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** An order (part 2 §3); `gatway_type` is spelt so on the wire. */
export const Order = z.object({
  id: Id,
  amount: z.number(),
  gatway_type: z.string().nullable().optional(),
  gateway_reference_id: z.string().nullable().optional(),
  status: z.string(),
  checkout_url: z.string().nullable().optional(),
});
export type Order = z.infer<typeof Order>;
export const CreateOrderBody = z.object({
  package_id: Id,
  currency: z.string(),
  coupon_code: z.string().optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export const OrderResponse = dataOf(Order);

/** A subscription record (part 2 §3). */
export const Subscription = z.object({
  id: Id.optional(),
  created_at: Timestamp,
  purchase_package_expiry_date: Timestamp.nullable().optional(),
  packages: Package.nullable().optional(),
  status: z.string(),
  order: z.object({ id: Id }).nullable().optional(),
});
export type Subscription = z.infer<typeof Subscription>;
export const SubscriptionsResponse = pageOf(Subscription);
export const InvoiceResponse = dataOf(z.object({ media: Media }));

/** Contact-us / public enquiry and the mentor enquiry (part 2 §3). */
export const EnquiryBody = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country_code: z.string(),
  topic: z.string(),
  message: z.string(),
  recaptchaResponse: z.string(),
});
export type EnquiryBody = z.infer<typeof EnquiryBody>;
export const MentorEnquiryBody = EnquiryBody.extend({
  name_of_institute: z.string().optional(),
  highest_degree: z.string().optional(),
  linkedin_profile_url: z.string().optional(),
});
export type MentorEnquiryBody = z.infer<typeof MentorEnquiryBody>;

/** Like a school project or a blog: `ACTION=LIKE`; the answer has a success flag. */
export const LikeActionBody = z.object({ ACTION: z.literal('LIKE') });
export const LikeActionResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type LikeActionResponse = z.infer<typeof LikeActionResponse>;

export type OrderResponse = z.infer<typeof OrderResponse>;
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponse>;
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;
export type LikeActionBody = z.infer<typeof LikeActionBody>;
