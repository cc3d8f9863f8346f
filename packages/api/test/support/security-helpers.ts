import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { createUser } from '../fixtures/people';
import type { TestServer } from './harness';

/** Signs demo accounts in (`learner` → learner@modkit.test …) and returns their tokens by name. */
export async function loginDemo<K extends string>(server: TestServer, who: K[]): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const name of who) {
    const res = await server.call('POST', '/auth/login', {
      json: { email: `${name}@modkit.test`, password: DEMO_PASSWORD, recaptchaResponse: 'x' },
    });
    if (res.status !== 200) throw new Error(`login ${name}: ${res.status}`);
    tokens[name] = res.body.meta.token;
  }
  return tokens;
}

/** Sends a raw HTTP body (malformed multipart, huge JSON …) and returns the status and parsed body. */
export async function sendRaw(
  server: TestServer,
  method: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string>,
  // biome-ignore lint/suspicious/noExplicitAny: a test reads any answer's fields, like the harness's `call`
): Promise<{ status: number; body: any }> {
  const response = await fetch(server.url + path, { method, headers, body: body as BodyInit });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Presses a button of the test gateway's checkout page: posts the proof the page carries for it. */
export async function settleAtTestGateway(
  server: TestServer,
  reference: string,
  action: 'succeed' | 'fail',
): Promise<Response> {
  const page = await (await fetch(`${server.url}/payments/test-gateway/${reference}`)).text();
  const proof = page.match(
    new RegExp(`action="[^"]*/${action}"><input type="hidden" name="proof" value="([^"]+)"`),
  );
  return fetch(`${server.url}/payments/test-gateway/${reference}/${action}`, {
    method: 'POST',
    body: new URLSearchParams({ proof: proof?.[1] ?? '' }),
  });
}

/**
 * An administrator registers the partner site Lakeside School at `origin`, its learners on `packageName`;
 * the partner's secret key.
 */
export async function lakesidePartnerKey(server: TestServer, origin: string, packageName: string) {
  const admin = await createUser(server.api.ctx, { role: 'ADMIN' });
  const partner = await server.call('POST', '/admin/partners', {
    token: admin.token,
    json: { name: 'Lakeside School', origins: [origin], package_name: packageName },
  });
  return partner.body.data.key as string;
}
