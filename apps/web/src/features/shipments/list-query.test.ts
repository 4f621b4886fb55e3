import { describe, expect, it } from 'vitest';
import { listRequestFromSearch, searchFromListRequest } from './list-query';

describe('shipment list filters in the URL', () => {
  it('reads each field the schema accepts, with one status or several', () => {
    const request = listRequestFromSearch(
      new URLSearchParams('Status=1&Status=2&DelayedOnly=true&Origin=cnsha&PageIndex=3&SortBy=Eta&SortOrder=asc'),
      {},
    );
    expect(request).toMatchObject({
      Status: ['1', '2'],
      DelayedOnly: true,
      Origin: 'CNSHA',
      PageIndex: 3,
      PageSize: 20,
      SortBy: 'Eta',
      SortOrder: 'asc',
    });
    expect(listRequestFromSearch(new URLSearchParams('Status=3'), {}).Status).toBe('3');
  });

  it('leaves out a field that is not valid and keeps the rest', () => {
    const request = listRequestFromSearch(
      new URLSearchParams('Status=9&EtaFrom=yesterday&PageSize=5000&SortBy=Price&Keyword=MSCU'),
      {},
    );
    expect(request).toMatchObject({ Keyword: 'MSCU', PageSize: 20, SortBy: 'CreatedTime' });
    expect(request.Status).toBeUndefined();
    expect(request.EtaFrom).toBeUndefined();
  });

  it("keeps the page's own mode whatever the URL says", () => {
    expect(listRequestFromSearch(new URLSearchParams('Mode=air'), { Mode: 'sea' }).Mode).toBe('sea');
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const fixed = { Mode: 'rail' } as const;
    const request = listRequestFromSearch(new URLSearchParams(), fixed);
    expect(searchFromListRequest(request, fixed).toString()).toBe('');
    const filtered = { ...request, Status: ['0', '2'] as ('0' | '2')[], EtdFrom: '2026-11-01', PageIndex: 2 };
    const search = searchFromListRequest(filtered, fixed);
    expect(search.toString()).toBe('Status=0&Status=2&EtdFrom=2026-11-01&PageIndex=2');
    expect(listRequestFromSearch(search, fixed)).toEqual(filtered);
  });
});
