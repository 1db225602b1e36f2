// The S3-compatible storage driver (chosen by createStorage when S3_BUCKET is set), on the AWS SDK
// v3 client. Objects keep the same keys as on disk; uploads stream through @aws-sdk/lib-storage
// (one PutObject for a small body, a multipart upload of 5 MB parts otherwise, aborted when the
// body fails), so a file is never held whole in memory. Links are the same HMAC-signed links as
// the disk driver's, served by GET /api/v1/arquivos/download, which streams the object from the
// bucket: the bucket stays private and needs no public address (docs/decisions/0052).

import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import {
  isValidKey,
  isValidPrefix,
  type LinkSigner,
  MARKER_NAME,
  markerBody,
  type PutStreamOptions,
  parseMarker,
  type SignedUrlOptions,
  type Storage,
  type StoredEntry,
  type StoredObject,
} from './storage-contract';

/** Multipart uploads started longer ago than this are abandoned (a writer never takes that long). */
const STALE_UPLOAD_MS = 60 * 60 * 1000;
/**
 * 5 MB, S3's smallest part. Parts are sent one at a time (queueSize 1): an upload holds at most one
 * part in memory, half of the largest file (a 10 MB PDF); the next part is read once it has gone.
 */
const PART_SIZE = 5 * 1024 * 1024;

/** The client of a configuration: path-style addressing whenever S3_ENDPOINT names the server. */
export function createS3Client(config: S3Config): S3Client {
  // On Node < 22 the SDK prints a NodeVersionSupportWarning as plain text on stderr, in the middle
  // of the JSON log stream, at every start. Its documented switch turns it off (unless the operator
  // set it); README "Running at scale" and decision 0051 say what the warning means.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // S3-compatible servers (MinIO-like, s3rver) do not all accept the SDK's default CRC32
    // trailers; checksums are sent only where the API requires them (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

const checkKey = (key: string) => {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
};

export class S3Storage implements Storage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly signer: LinkSigner,
  ) {}

  /** The bucket answers and these credentials may use it (HeadBucket). */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async readMarker(): Promise<string | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: MARKER_NAME }));
      if (!answer.Body) return null;
      return parseMarker(Buffer.from(await answer.Body.transformToByteArray()));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async writeMarker(id: string): Promise<void> {
    const body = markerBody(id);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: MARKER_NAME, Body: body, ContentLength: body.length }),
    );
  }

  async put(key: string, data: Buffer): Promise<void> {
    checkKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }),
    );
  }

  async putStream(key: string, body: Readable, options: PutStreamOptions = {}): Promise<{ size: number }> {
    checkKey(key);
    let size = 0;
    let bodyError: Error | undefined;
    // Read through an async iterator (not pipe(): its errors would not reach the upload).
    const counted = Readable.from(
      (async function* () {
        try {
          for await (const chunk of body) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        } catch (err) {
          bodyError = err as Error;
          throw err;
        }
      })(),
      { objectMode: false },
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false, // a failed multipart upload is aborted: nothing stays
    });
    try {
      await upload.done();
    } catch (err) {
      // The body's own error, even when aborting the multipart upload failed too (the parts of an
      // upload that was never completed are no object: no reader sees them; the sweep aborts them).
      if (bodyError && err !== bodyError) {
        if (bodyError.cause === undefined) bodyError.cause = err;
        throw bodyError;
      }
      throw err;
    }
    return { size };
  }

  async getStream(key: string): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a stream');
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    checkKey(key);
    return this.signer.link(key, options);
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    if (!isValidPrefix(prefix)) throw new Error(`invalid storage prefix: ${JSON.stringify(prefix)}`);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isValidKey(object.Key)) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (prefix === '') throw new Error('refusing to delete every stored file');
    let deleted = 0;
    let batch: string[] = [];
    const flush = async () => {
      const keys = batch;
      batch = [];
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`S3 could not delete ${failed.length} objects under ${prefix}: ${failed[0]?.Code}`);
      }
      deleted += keys.length;
    };
    // Listing and deleting the same pages: each page's keys go before the next page is asked for.
    for await (const entry of this.list(prefix)) {
      batch.push(entry.key);
      if (batch.length >= 1000) await flush();
    }
    if (batch.length > 0) await flush();
    return deleted;
  }

  /**
   * Aborts the multipart uploads that were started over an hour ago and never completed (a process
   * that died mid-upload): their parts are billed but never visible as objects. A server that does
   * not list multipart uploads (NotImplemented) has nothing to sweep.
   */
  async sweepTemporaries(): Promise<{ files: number; bytes: number }> {
    const swept = { files: 0, bytes: 0 };
    const cutoff = Date.now() - STALE_UPLOAD_MS;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId) continue;
          if ((upload.Initiated?.getTime() ?? 0) > cutoff) continue;
          await this.client.send(
            new AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          swept.files++;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
    } catch (err) {
      const status = (err as S3ServiceException).$metadata?.httpStatusCode;
      if ((err as Error).name === 'NotImplemented' || status === 501) return swept;
      throw err;
    }
    return swept;
  }
}
