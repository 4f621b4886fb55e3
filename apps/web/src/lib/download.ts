import { getFile, type RequestOptions } from './request';

/** Hands a file the app holds to the browser to save under the given name. */
export function saveFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's default action has run.
  setTimeout(() => URL.revokeObjectURL(href));
}

/** Spec §7: downloads a file (a GET as a blob) and saves it under the given name. */
export async function downloadFile(url: string, fileName: string, options?: RequestOptions): Promise<void> {
  const { data } = await getFile(url, options);
  saveFile(data, fileName);
}
