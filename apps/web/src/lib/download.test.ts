import { describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer } from '../testing/fake-server';
import { downloadFile } from './download';
import { connectErrorDisplay } from './notify';

describe('downloadFile (spec §7)', () => {
  it('gets the file as a blob and saves it under the chosen name', async () => {
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const sent = fakeServer(() => ({ data: file, headers: { 'content-type': 'application/pdf' } }));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portside/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    await downloadFile('/cms/api/BaseData/DownloadFile?id=42', 'bill of lading.pdf');
    expect(sent[0]).toMatchObject({ method: 'get', url: '/cms/api/BaseData/DownloadFile?id=42' });
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([{ href: 'blob:portside/1', download: 'bill of lading.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:portside/1'));
    vi.restoreAllMocks();
  });

  it('shows the error of a file that cannot be had, and saves nothing', async () => {
    const shown = vi.fn();
    connectErrorDisplay(shown);
    fakeServer(() => ({
      status: 404,
      data: new Blob([JSON.stringify(envelope(4040, null, 'Not found'))], { type: 'application/json' }),
      headers: { 'content-type': 'application/json' },
    }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadFile('/cms/api/BaseData/DownloadFile?id=43', 'gone.pdf')).rejects.toMatchObject({
      ErrorCode: 4040,
    });
    expect(shown).toHaveBeenCalledExactlyOnceWith('Not found');
    expect(click).not.toHaveBeenCalled();
    connectErrorDisplay(undefined);
    vi.restoreAllMocks();
  });
});
