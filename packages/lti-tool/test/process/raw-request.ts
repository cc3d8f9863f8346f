import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * One request as any client may send it (a body on a GET too, any content type), answered or not: a socket
 * the server closes without an answer rejects.
 */
export function rawRequest(
  url: string,
  method: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: text,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${url}: no answer in 10 s`)));
    req.on('error', reject);
    req.end(body);
  });
}
