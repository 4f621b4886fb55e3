import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayName, extensionOf } from './file-names.js';

describe('uploaded file names', () => {
  it('keep only the last path segment, without control, format or quote characters', () => {
    expect(displayName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(displayName('C:\\Users\\lily\\B-L draft.pdf')).toBe('B-L draft.pdf');
    expect(displayName('a\r\nb.pdf')).toBe('ab.pdf');
    expect(displayName('"quoted".pdf')).toBe('quoted.pdf');
    // A right-to-left override would show "invoice_fdp.exe" as "invoice_exe.pdf".
    expect(displayName('invoice_\u202Efdp.exe')).toBe('invoice_fdp.exe');
    expect(displayName('  ')).toBe('file');
    expect(displayName('..')).toBe('file');
  });

  it('are cut to 200 code points keeping the extension', () => {
    const name = displayName(`${'货'.repeat(300)}.xlsx`);
    expect([...name]).toHaveLength(200);
    expect(extensionOf(name)).toBe('xlsx');
  });

  it('go into Content-Disposition as RFC 6266 with an ASCII fallback, never breaking the header', () => {
    expect(attachmentDisposition('rate (2026).csv')).toBe(
      `attachment; filename="rate (2026).csv"; filename*=UTF-8''rate%20%282026%29.csv`,
    );
    const header = attachmentDisposition('x"\r\nSet-Cookie: a=b.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="xSet-Cookie: a=b.pdf"; filename*=UTF-8''xSet-Cookie%3A%20a%3Db.pdf`);
  });
});
