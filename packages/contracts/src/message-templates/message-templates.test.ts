import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.js';
import { MESSAGE_TEMPLATE_KEYS, parseTemplateParams, renderMessageTemplate, renderMessageTitle } from './index.js';

const etaChanged = {
  ShipmentId: '7d1f1a4e-5b8e-4d8c-9a55-0a3c2f6d1e01',
  DcgNo: 'DCG25110042',
  Place: 'Hamburg (DEHAM)',
  From: '2025-12-01T08:00:00.000Z',
  To: '2025-12-03T14:30:00.000Z',
  Reason: null,
};

describe('message templates', () => {
  it('renders one server message in each of the four languages, dates by the locale', () => {
    const rendered = Object.fromEntries(
      LOCALES.map((locale) => [locale, renderMessageTemplate('shipments.etaChanged', etaChanged, locale)]),
    );
    expect(rendered['zh-CN']?.title).toBe('预计到达时间变更：DCG25110042');
    expect(rendered['zh-CN']?.content).toContain('2025年12月3日 14:30 UTC');
    expect(rendered['en-US']?.title).toBe('ETA changed: DCG25110042');
    expect(rendered['en-US']?.content).toContain('Dec 3, 2025, 2:30');
    expect(rendered['fr-FR']?.title).toBe('ETA modifiée : DCG25110042');
    expect(rendered['fr-FR']?.content).toContain('3 déc. 2025');
    expect(rendered['de-DE']?.title).toBe('ETA geändert: DCG25110042');
    expect(rendered['de-DE']?.content).toContain('03.12.2025, 14:30 UTC');
    for (const locale of LOCALES) {
      expect(rendered[locale]?.content).toContain(
        '<a href="/cargoStatus/shipmentDetail?id=7d1f1a4e-5b8e-4d8c-9a55-0a3c2f6d1e01">DCG25110042</a>',
      );
    }
  });

  it('names milestones in the reader’s language', () => {
    const params = {
      ShipmentId: etaChanged.ShipmentId,
      DcgNo: 'DCG25110042',
      EventType: 'TRANSPORT',
      Code: 'ARRI',
      DocumentTypeCode: null,
      EventTime: '2025-12-03T14:30:00Z',
      Place: 'Hamburg (DEHAM)',
      Container: null,
      Vessel: 'MSC AURORA',
      Voyage: '053E',
      Flight: null,
      Train: null,
    };
    expect(renderMessageTemplate('shipments.milestone', params, 'de-DE')?.title).toBe('Angekommen: DCG25110042');
    expect(renderMessageTemplate('shipments.milestone', params, 'zh-CN')?.content).toContain('MSC AURORA 航次 053E');
  });

  it('escapes parameters in the content, not in the plain-text title', () => {
    const rendered = renderMessageTemplate('shipments.etaChanged', { ...etaChanged, DcgNo: 'A<b>&' }, 'en-US');
    expect(rendered?.title).toBe('ETA changed: A<b>&');
    expect(rendered?.content).toContain('>A&lt;b&gt;&amp;</a>');
  });

  it('refuses bad parameters, naming the field, and renders nothing for them or an unknown key', () => {
    expect(parseTemplateParams('shipments.etaChanged', { ...etaChanged, To: 'tomorrow' })).toMatchObject({
      success: false,
      field: 'Params.To',
    });
    expect(parseTemplateParams('shipments.etaChanged', { ...etaChanged, Place: undefined })).toMatchObject({
      success: false,
      field: 'Params.Place',
    });
    expect(renderMessageTemplate('shipments.etaChanged', { DcgNo: 'X' }, 'en-US')).toBeNull();
    expect(renderMessageTemplate('orders.unknown', {}, 'en-US')).toBeNull();
    expect(renderMessageTitle('shipments.etaChanged', { DcgNo: 'X' }, 'en-US')).toBeNull();
    expect(renderMessageTitle('orders.unknown', {}, 'en-US')).toBeNull();
  });

  it('renders the title alone as the whole rendering titles it, in every language', () => {
    for (const locale of LOCALES) {
      const title = renderMessageTitle('shipments.etaChanged', { ...etaChanged, DcgNo: 'A<b>&' }, locale);
      expect(title).toBe(
        renderMessageTemplate('shipments.etaChanged', { ...etaChanged, DcgNo: 'A<b>&' }, locale)?.title,
      );
      expect(title).toContain('A<b>&');
    }
  });

  it('keys templates by area', () => {
    for (const key of MESSAGE_TEMPLATE_KEYS) expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });
});
