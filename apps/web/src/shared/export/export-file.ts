import type { AxiosProgressEvent } from 'axios';
import { EnvelopeError, failedEnvelopeOfFile, postFile } from '../../lib/request';

/** The file name the server gave an export (Content-Disposition), else the fallback. */
export function exportFileName(disposition: string | undefined, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * An export may run for minutes (up to its list's most rows); it shows its progress and can be
 * cancelled, so it is not held to the 20 s of an ordinary call.
 */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export type ExportProgressHandler = (event: AxiosProgressEvent) => void;
export interface ExportedFile {
  file: Blob;
  fileName: string;
}

/** An ExportExcel of a filter: the .xlsx as it streams in, with its download progress; rejects with the server's refusal. */
export async function postExport(
  url: string,
  filter: unknown,
  fallbackName: string,
  onProgress: ExportProgressHandler,
  signal: AbortSignal,
): Promise<ExportedFile> {
  const response = await postFile(url, filter, { onDownloadProgress: onProgress, signal, timeout: EXPORT_TIMEOUT_MS });
  // Spec §8: ExportExcel's failure comes back to this caller, not as the request layer's message.
  const failure = await failedEnvelopeOfFile(response);
  if (failure) throw new EnvelopeError(failure.ErrorCode, failure.Msg);
  const disposition = response.headers['content-disposition'];
  return {
    file: response.data,
    fileName: exportFileName(typeof disposition === 'string' ? disposition : undefined, fallbackName),
  };
}
