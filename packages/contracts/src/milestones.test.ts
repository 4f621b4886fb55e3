import { describe, expect, it } from 'vitest';
import { milestoneLabel } from './milestones.js';

describe('milestoneLabel', () => {
  it('names IATA statuses, DCSA events and documents in each language', () => {
    expect(milestoneLabel({ EventType: 'AIR', Code: 'DEP', DocumentTypeCode: null }, 'de-DE')).toBe('Abgeflogen');
    expect(milestoneLabel({ EventType: 'TRANSPORT', Code: 'ARRI', DocumentTypeCode: null }, 'zh-CN')).toBe('到达');
    const booking = { EventType: 'SHIPMENT', Code: 'CONF', DocumentTypeCode: 'BKG' };
    expect(milestoneLabel(booking, 'en-US')).toBe('Booking confirmed');
    expect(milestoneLabel(booking, 'fr-FR')).toBe('Réservation : confirmation');
    expect(milestoneLabel(booking, 'de-DE')).toBe('Buchung: bestätigt');
    expect(milestoneLabel(booking, 'zh-CN')).toBe('订舱已确认');
  });

  it('shows an unknown code as it is', () => {
    expect(milestoneLabel({ EventType: 'EQUIPMENT', Code: 'XXXX', DocumentTypeCode: null }, 'fr-FR')).toBe('XXXX');
    expect(milestoneLabel({ EventType: 'SHIPMENT', Code: 'CONF', DocumentTypeCode: null }, 'en-US')).toBe('confirmed');
  });
});
