import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { FILES_PREFIX, newStorageKey, type StorageAdapter, type StoredFile } from './storage';
import type { S3Location } from './storage-url';

/** A key as the storage names files (`folder/randomhex.ext`); anything else is never asked of the bucket. */
const KEY = /^[a-z0-9-]+\/[a-z0-9]+(?:\.[a-z0-9]+)?$/i;
/** How long readiness waits for the bucket before it says the storage fails. */
const CHECK_TIMEOUT_MS = 5_000;

/** The client's settings: the URL's, then the SDK's own `AWS_*` variables (see `storage-url.ts`). */
export function s3ClientConfig(location: S3Location, env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  const endpointSet = !!(location.endpoint || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL);
  return {
    // Unset: the SDK reads AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL, else it talks to AWS.
    endpoint: location.endpoint,
    region: location.region ?? (env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1'),
    // S3-compatible servers (MinIO, Ceph, s3rver, a bucket on an IP address) are addressed by path.
    forcePathStyle: location.forcePathStyle ?? endpointSet,
    // The SDK's default since 2025 sends uploads as aws-chunked with a CRC32 trailer, which several
    // S3-compatible servers refuse; checksums only where an operation requires them (the SDK's own
    // variables AWS_REQUEST_CHECKSUM_CALCULATION / AWS_RESPONSE_CHECKSUM_VALIDATION still decide when set).
    requestChecksumCalculation: env.AWS_REQUEST_CHECKSUM_CALCULATION ? undefined : 'WHEN_REQUIRED',
    responseChecksumValidation: env.AWS_RESPONSE_CHECKSUM_VALIDATION ? undefined : 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000 },
  };
}

/**
 * Files in an S3-compatible bucket, under `prefix/`: the same keys and public paths as on disk
 * (`/api/files/folder/name`), so stored paths stay valid whichever storage wrote them. Uploads stream from
 * the temporary file (a PUT with its length, never read whole); reads stream the object's body.
 */
export function createS3Storage(
  location: S3Location,
  client = new S3Client(s3ClientConfig(location)),
): StorageAdapter {
  const Bucket = location.bucket;
  const objectKey = (key: string) => (location.prefix ? `${location.prefix}/${key}` : key);
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
  };
  const open = async (key: string) => {
    if (!KEY.test(key)) return null;
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    async put(folder, fileName, bytes) {
      const key = newStorageKey(folder, fileName);
      const path = `${key.folder}/${key.name}`;
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(path), Body: bytes }));
      return `${FILES_PREFIX}${path}`;
    },
    async putFile(folder, fileName, sourcePath) {
      const key = newStorageKey(folder, fileName);
      const path = `${key.folder}/${key.name}`;
      const { size } = await stat(sourcePath);
      // The temporary file is read as a stream, 64 KiB at a time, and sent with its length: one PUT, no buffer.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(path),
          Body: createReadStream(sourcePath),
          ContentLength: size,
        }),
      );
      await rm(sourcePath, { force: true });
      return `${FILES_PREFIX}${path}`;
    },
    async get(key) {
      const object = await open(key);
      return object?.Body ? await object.Body.transformToByteArray() : null;
    },
    async stream(key): Promise<StoredFile | null> {
      const object = await open(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, length: object.ContentLength };
    },
    async remove(key) {
      if (KEY.test(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    },
    close() {
      client.destroy();
    },
  };
}
