/**
 * `STORAGE_URL=s3://bucket[/prefix][?endpoint=…&region=…&forcePathStyle=true|false]`: where stored files
 * live when they are not on the local disk. The keys never go in the URL (it is printed, logged and pasted):
 * they come from the SDK's own chain (`AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY`, a profile, a role).
 * Without `endpoint` the SDK reads `AWS_ENDPOINT_URL_S3` / `AWS_ENDPOINT_URL`, else it talks to AWS itself.
 */
export interface S3Location {
  bucket: string;
  /** Folder names under the bucket, without leading or trailing slash ('' for the bucket's root). */
  prefix: string;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
}

const STORAGE_URL_QUERY_KEYS = ['endpoint', 'region', 'forcePathStyle'] as const;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const SEGMENT = /^[A-Za-z0-9._-]+$/;
const REGION = /^[a-z]{2}(?:-[a-z0-9]+)+$/;

/** The location a STORAGE_URL names, or the problem with it (one line, for the start check). */
export function parseStorageUrl(value: string): { location: S3Location } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 's3:' || !url.hostname)
    return { problem: 'must be s3://bucket or s3://bucket/prefix (unset: files on the local disk)' };
  if (url.username || url.password)
    return {
      problem: 'keys never go in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    };
  const bucket = url.hostname;
  if (!BUCKET.test(bucket) || url.port)
    return {
      problem: `'${url.host}' is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)`,
    };
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..') || url.hash)
    return { problem: "the prefix must be folder names of letters, digits, '.', '_' and '-'" };
  const location: S3Location = { bucket, prefix: segments.join('/') };
  for (const [key, v] of url.searchParams) {
    if (key === 'endpoint') {
      if (!/^https?:\/\/[^/\s]+\/?$/.test(v)) return { problem: 'endpoint must be an http(s) address' };
      location.endpoint = v.replace(/\/$/, '');
    } else if (key === 'region') {
      if (!REGION.test(v)) return { problem: 'region must be a region name such as us-east-1' };
      location.region = v;
    } else if (key === 'forcePathStyle') {
      if (v !== 'true' && v !== 'false') return { problem: "forcePathStyle must be 'true' or 'false'" };
      location.forcePathStyle = v === 'true';
    } else {
      return {
        problem: `unknown query key '${key}' (known: ${STORAGE_URL_QUERY_KEYS.join(', ')})`,
      };
    }
  }
  return { location };
}
