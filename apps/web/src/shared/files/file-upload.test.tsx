import { type Attachment, MAX_UPLOAD_BYTES } from '@portside/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../stores/language-store';
import { envelope, fakeServer } from '../../testing/fake-server';
import { FileUpload } from './file-upload';
import { UPLOAD_FILE_URL } from './files-api';

const STORED: Attachment = {
  Id: '7d1f0c2a-1b3d-4e5f-8a7b-9c0d1e2f3a4b',
  FileName: 'screenshot.png',
  Url: '/cms/api/BaseData/DownloadFile?id=7d1f0c2a-1b3d-4e5f-8a7b-9c0d1e2f3a4b',
  Type: 'Feedback',
  UploaderTime: '2025-11-20T08:00:00.000Z',
  UploaderType: 1,
  Size: 68,
};

function renderUpload(onChange = vi.fn()) {
  render(
    <App>
      <FileUpload extensions={['png', 'jpg']} type="Feedback" onChange={onChange} testId="upload" />
    </App>,
  );
  return onChange;
}

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
// A dropped file skips the picker's accept filter, so the component must check the type itself.
const user = userEvent.setup({ applyAccept: false });
const choose = (file: File) => user.upload(input(), file);

/** A file of the given size without allocating it (the check reads only the size). */
function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('file upload (spec §5, §7)', () => {
  it('sends the file as multipart with its group, shows the progress, and hands on the stored attachment', async () => {
    const progress: number[] = [];
    let finish: (value: unknown) => void = () => undefined;
    const sent = fakeServer(async (request) => {
      request.onUploadProgress?.({ loaded: 34, total: 68, bytes: 34, lengthComputable: true });
      await new Promise((resolve) => {
        finish = resolve;
      });
      return { data: envelope(0, STORED) };
    });
    const onChange = renderUpload();
    await choose(new File(['png'], 'screenshot.png', { type: 'image/png' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body as FormData;
    expect(sent[0]?.url).toBe(UPLOAD_FILE_URL);
    expect((body.get('file') as File).name).toBe('screenshot.png');
    expect(body.get('Type')).toBe('Feedback');
    const bar = await screen.findByRole('progressbar');
    progress.push(Number(bar.getAttribute('aria-valuenow')));
    expect(progress).toEqual([50]);
    await act(async () => finish(undefined));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([STORED]));
  });

  it('refuses a file over 50M before sending it, with the message in the UI language', async () => {
    useLanguageStore.getState().setLanguage('zh-CN');
    const sent = fakeServer(() => ({ data: envelope(0, STORED) }));
    const onChange = renderUpload();
    await choose(fileOfSize('huge.png', MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText('上传文件大小不能超过 50M')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly 50M', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, STORED) }));
    renderUpload();
    await choose(fileOfSize('limit.png', MAX_UPLOAD_BYTES));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('refuses a file type that is not offered', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, STORED) }));
    renderUpload();
    await choose(new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Only these file types can be uploaded: png, jpg')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
