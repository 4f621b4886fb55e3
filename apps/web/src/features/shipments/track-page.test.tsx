import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { signInWithCargo } from '../../testing/shipment-fixtures';
import { SHIPMENT_TRACK_URL } from './shipments-api';

describe('a track link (/cargoStatus/trackData?TrackNo=…)', () => {
  it.each([
    ['CSQU3054384', 'Auto', 'CSQU3054384 is not a valid container number: the check digit should be 3'],
    ['bad', 'Container', 'BAD is not a valid container number: 4 letters and 7 digits are expected (ISO 6346)'],
    ['bad!', 'Auto', 'BAD! is not a valid reference: only letters, digits and - are allowed'],
  ])(
    'with the malformed number %s (%s) says why beside the box, without asking the server',
    async (trackNo, trackType, reason) => {
      signInWithCargo({ canExport: false });
      const sent = fakeServer(() => ({ data: envelope(0, null) }));
      renderApp(`/cargoStatus/trackData?${new URLSearchParams({ TrackNo: trackNo, TrackType: trackType })}`);
      const explanation = await screen.findByText(reason);
      const box = screen.getByRole('textbox', { name: 'Number' });
      expect(box).toHaveProperty('value', trackNo);
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toContain(explanation.closest('[id]')?.id);
      expect(sent.some((request) => request.url === SHIPMENT_TRACK_URL)).toBe(false);
    },
  );

  it('with a well-formed number nobody has says it was not found', async () => {
    signInWithCargo({ canExport: false });
    fakeServer(() => ({ data: envelope(0, { TrackType: 'BillOfLading', Items: [] }) }));
    renderApp('/cargoStatus/trackData?TrackNo=bad');
    expect(await screen.findByText('No shipment of yours has the number bad')).toBeTruthy();
  });
});
