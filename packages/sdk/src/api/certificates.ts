import type { Client } from '../client/create-client';
import type { Certificate } from '../contract/entities/library';
import type { CertificatesResponse } from '../contract/library';
import { type Page, toPage } from './envelope';

/** Loads the caller's certificates with their collection (GET /certificates?include=collection). */
export async function getCertificates(client: Client): Promise<Page<Certificate>> {
  const query = { include: 'collection' };
  return toPage(await client.request<CertificatesResponse>('GET', '/certificates', { query }));
}
