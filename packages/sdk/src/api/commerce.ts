import type { Client } from '../client/create-client';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  CreateOrderBody,
  EnquiryBody,
  InvoiceResponse,
  LikeActionResponse,
  MentorEnquiryBody,
  Order,
  OrderResponse,
  Subscription,
  SubscriptionsResponse,
} from '../contract/commerce';
import { nextVerifyStep, type VerifyStep } from '../rules/commerce';
import { toEnquiryTopic } from '../rules/validation/enquiry';
import type { Page } from './envelope';
import { requestData, requestPage } from './requests';

/**
 * Changes the password (PATCH /users/change-password). The server revokes every token of the user and
 * answers a fresh one for this device, which replaces the stored token so the session carries on.
 */
export async function changePassword(client: Client, body: ChangePasswordBody): Promise<void> {
  const reply = await client.request<ChangePasswordResponse>('PATCH', '/users/change-password', {
    json: body,
  });
  const token = reply?.meta?.token;
  const state = client.session?.getState();
  if (token && state?.user && state.user_type) state.signIn(token, state.user.data, state.user_type);
}

/** Creates an order for a package (POST /orders). */
export async function createOrder(client: Client, body: CreateOrderBody): Promise<Order> {
  const json: CreateOrderBody = { ...body };
  if (!json.coupon_code?.trim()) delete json.coupon_code;
  return requestData<OrderResponse>(client, 'POST', '/orders', { json });
}

/** Verifies an order once (GET /orders/{id}/verify). */
export async function verifyOrder(client: Client, orderId: number): Promise<Order> {
  return requestData<OrderResponse>(client, 'GET', `/orders/${orderId}/verify`);
}

/** Verifies until settled: retries while PENDING, at most 3 times, waiting `delayMs` between tries. */
export async function verifyOrderUntilSettled(
  client: Client,
  orderId: number,
  { delayMs = 2000, wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
): Promise<{ order: Order; outcome: Exclude<VerifyStep, 'retry'> }> {
  for (let retries = 0; ; retries++) {
    const order = await verifyOrder(client, orderId);
    const step = nextVerifyStep(order.status, retries);
    if (step !== 'retry') return { order, outcome: step };
    await wait(delayMs);
  }
}

/** The user's subscriptions (GET /users/subscriptions). */
export async function getSubscriptions(client: Client): Promise<Page<Subscription>> {
  return requestPage<SubscriptionsResponse>(client, '/users/subscriptions');
}

/** The invoice of an order: the path of its PDF (`data.media.path`). */
export async function getInvoicePath(client: Client, orderId: number): Promise<string> {
  return (await client.request<InvoiceResponse>('GET', `/orders/${orderId}/invoice`)).data.media.path;
}

/** Contact-us / public enquiry (POST /enquiries); the topic is sent upper-case with underscores. */
export async function sendEnquiry(client: Client, body: EnquiryBody): Promise<void> {
  await client.request('POST', '/enquiries', { json: { ...body, topic: toEnquiryTopic(body.topic) } });
}

/** Mentor enquiry (POST /enquiries/mentor). */
export async function sendMentorEnquiry(client: Client, body: MentorEnquiryBody): Promise<void> {
  await client.request('POST', '/enquiries/mentor', { json: { ...body, topic: toEnquiryTopic(body.topic) } });
}

/** Likes a school project or a blog once per visitor (`ACTION=LIKE`). */
export async function likePage(
  client: Client,
  kind: 'school-project' | 'blog',
  id: number,
): Promise<LikeActionResponse> {
  return client.request<LikeActionResponse>('POST', `/likes/${kind}/${id}`, { json: { ACTION: 'LIKE' } });
}
