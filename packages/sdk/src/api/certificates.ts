import type { Client } from '../client/create-client';
import type { Certificate } from '../contract/entities/library';
import type { CertificatesResponse } from '../contract/library';
import type { Page } from './envelope';
import { requestPage } from './requests';

/** Loads the caller's certificates with their collection (GET /certificates?include=collection). */
export async function getCertificates(client: Client): Promise<Page<Certificate>> {
  const query = { include: 'collection' };
  return requestPage<CertificatesResponse>(client, '/certificates', {}, query);
}
