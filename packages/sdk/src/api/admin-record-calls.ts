/**
 * The create and change calls of an admin-console table whose answer is the record itself: POST `path`
 * creates one, PATCH `path/{id}` changes one (packages, coupons). Internal: each call is exported under its
 * own name, with its own doc comment. The factories have no side effects (so marked): a bundle keeps only
 * the calls it imports.
 */
import type { Client } from '../client/create-client';
import type { DataEnvelope } from './envelope';
import { requestData } from './requests';

/** `(client, body)`: POST `path` with the body, resolving to the record created. */
/* @__NO_SIDE_EFFECTS__ */
export function createRecordCall<T, Body>(path: string) {
  return (client: Client, body: Body): Promise<T> =>
    requestData<DataEnvelope<T>>(client, 'POST', path, { json: body });
}

/** `(client, id, body)`: PATCH `path/{id}` with the body, resolving to the record as changed. */
/* @__NO_SIDE_EFFECTS__ */
export function updateRecordCall<T, Body>(path: string) {
  return (client: Client, id: number, body: Body): Promise<T> =>
    requestData<DataEnvelope<T>>(client, 'PATCH', `${path}/${id}`, { json: body });
}
