import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { AppError } from './errors';

/** Caps of a streamed multipart body (withApi's `multipart` option). */
export interface MultipartLimits {
  /** Bytes of one file; above it, 413 `file_too_large` as soon as the cap is crossed. */
  maxFileBytes: number;
  /** Files in one request; one more is 400 `too_many_files`. */
  maxFiles: number;
  /** Bytes of the whole body (files and fields); above it, 413 `payload_too_large`. */
  maxRequestBytes: number;
  /** Bytes of one text field (default 64 KiB). */
  maxFieldBytes?: number;
  /** Text fields (default 50). */
  maxFields?: number;
}

export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The name the client gave it (never trusted for a type or a path). */
  fileName: string;
  /** The type the client claimed (never trusted: sniff the bytes). */
  claimedType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart/form-data body as it streams in (busboy), holding at most the caps in memory:
 * the first file over `maxFileBytes`, the file after `maxFiles`, or a body over `maxRequestBytes`
 * stops the read at once (the rest of the upload is not waited for) with a 4xx AppError.
 */
export async function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError(415, 'unsupported_media_type');
  const declared = Number(req.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limits.maxRequestBytes) throw new AppError(413, 'payload_too_large');
  if (!req.body) return { fields: {}, files: [] };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // Browsers send a file's name as UTF-8 bytes (the HTML standard); busboy's default reads them as
      // Latin-1, which garbled every accented name ("Recibo-Núñez.pdf") and hid a bidirectional control
      // from the free-text rule (issue 28, finding 10).
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes,
        // One more than allowed, so the extra file is seen and refused rather than silently dropped.
        files: limits.maxFiles + 1,
        fields: limits.maxFields ?? 50,
        fieldSize: limits.maxFieldBytes ?? 64 * 1024,
      },
    });
  } catch {
    throw new AppError(400, 'validation_failed');
  }
  const source = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);

  return new Promise<MultipartBody>((resolve, reject) => {
    const out: MultipartBody = { fields: {}, files: [] };
    let total = 0;
    let settled = false;
    const fail = (err: AppError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      parser.removeAllListeners();
      parser.on('error', () => {});
      reject(err);
    };
    source.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limits.maxRequestBytes) fail(new AppError(413, 'payload_too_large'));
    });
    source.on('error', () => fail(new AppError(400, 'validation_failed')));
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError(413, 'payload_too_large'));
      out.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (out.files.length >= limits.maxFiles) {
        stream.resume();
        return fail(
          new AppError(400, 'too_many_files', { message: { key: 'errors.codes.too_many_files', values: { max: limits.maxFiles } } }),
        );
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(
          new AppError(413, 'file_too_large', {
            message: { key: 'errors.codes.file_too_large', values: { megabytes: Math.round(limits.maxFileBytes / 1_000_000) } },
          }),
        ),
      );
      stream.on('end', () => {
        if (settled) return;
        out.files.push({ field, fileName: info.filename ?? '', claimedType: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () =>
      fail(new AppError(400, 'too_many_files', { message: { key: 'errors.codes.too_many_files', values: { max: limits.maxFiles } } })),
    );
    parser.on('fieldsLimit', () => fail(new AppError(413, 'payload_too_large')));
    parser.on('partsLimit', () => fail(new AppError(413, 'payload_too_large')));
    parser.on('error', () => fail(new AppError(400, 'validation_failed')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(out);
    });
    source.pipe(parser);
  });
}
