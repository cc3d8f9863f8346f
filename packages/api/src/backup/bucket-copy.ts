import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig } from '../storage/s3-storage';
import type { S3Location } from '../storage/storage-url';
import { filesUnder } from './zip-folder';

/** The bucket's objects under the location's prefix, as keys relative to it (`folder/name.ext`). */
async function listKeys(
  client: S3Client,
  location: S3Location,
  limit = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const prefix = location.prefix ? `${location.prefix}/` : '';
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: location.bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
    token = keys.length < limit ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

const objectKey = (location: S3Location, key: string) =>
  location.prefix ? `${location.prefix}/${key}` : key;

/** Copies every object under the location's prefix into `target` (one file per object, streamed). */
export async function downloadBucket(location: S3Location, target: string): Promise<number> {
  const client = new S3Client(s3ClientConfig(location));
  try {
    const keys = await listKeys(client, location);
    for (const key of keys) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(location, key) }),
      );
      const path = join(target, key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(object.Body as Readable, createWriteStream(path));
    }
    return keys.length;
  } finally {
    client.destroy();
  }
}

/** Whether the location holds any object (a restore refuses a bucket in use unless forced). */
export async function bucketHasObjects(location: S3Location): Promise<boolean> {
  const client = new S3Client(s3ClientConfig(location));
  try {
    return (await listKeys(client, location, 1)).length > 0;
  } finally {
    client.destroy();
  }
}

/** Puts every file under `source` into the bucket under the location's prefix (streamed, with its length). */
export async function uploadBucket(location: S3Location, source: string): Promise<number> {
  const client = new S3Client(s3ClientConfig(location));
  try {
    const keys = await filesUnder(source);
    for (const key of keys) {
      const path = join(source, key);
      await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: objectKey(location, key),
          Body: createReadStream(path),
          ContentLength: (await stat(path)).size,
        }),
      );
    }
    return keys.length;
  } finally {
    client.destroy();
  }
}
