import { render, screen, waitFor } from '@testing-library/react';
import { type ECElementEvent, getInstanceByDom, getMap } from 'echarts/core';
import type { Position } from 'geojson';
import { createElement, StrictMode } from 'react';
import { feature } from 'topojson-client';
import { describe, expect, it, vi } from 'vitest';
import atlas from 'world-atlas/countries-110m.json';
import { EtaHistoryChart, etaHistoryOption, etaTooltip } from './eta-history-chart';
import {
  crossesAntimeridian,
  PACIFIC_MAP,
  pacificWorld,
  placeTooltip,
  RouteMap,
  type RoutePlace,
  routeLayout,
  routeMapOption,
  routeSummary,
  WORLD_MAP,
  worldLand,
} from './route-map';
import {
  byMonthOption,
  byMonthSelection,
  ShipmentsByMonthChart,
  type ShipmentsByMonthChartProps,
} from './shipments-by-month-chart';

const place = (Code: string, Name: string | null, Latitude: number | null, Longitude: number | null): RoutePlace => ({
  Code,
  Name,
  Latitude,
  Longitude,
});
const SHANGHAI = place('CNSHA', 'Shanghai', 31.23, 121.47);
const LOS_ANGELES = place('USLAX', 'Los Angeles', 33.74, -118.27);
const HAMBURG = place('DEHAM', 'Hamburg', 53.55, 9.99);
const PUDONG = place('PVG', 'Shanghai Pudong', 31.14, 121.81);
const FRANKFURT = place('FRA', 'Frankfurt', 50.03, 8.57);
const SINGAPORE = place('SGSIN', 'Singapore', 1.26, 103.84);
const COLOMBO = place('LKCMB', 'Colombo', 6.95, 79.85);
const NOWHERE = place('XXNOW', 'No coordinates', null, 12);

const ROUTE_LABELS = { origin: 'Origin', destination: 'Destination', via: 'Via', current: 'Current' };

/** A series of the option by its name, as its legend shows it. */
function seriesNamed(option: ReturnType<typeof routeMapOption>, name: string) {
  const series = [option.series].flat().find((candidate) => candidate?.name === name);
  if (!series) throw new Error(`no series ${name}`);
  return series;
}

function mapName(option: ReturnType<typeof routeMapOption>): unknown {
  return [option.geo].flat()[0]?.map;
}

describe('the route map', () => {
  it('crosses the Pacific from Shanghai to Los Angeles, on the Pacific-centred map', () => {
    const layout = routeLayout(SHANGHAI, [], LOS_ANGELES, null);
    expect(layout.pacific).toBe(true);
    // Los Angeles lies east of Shanghai, across the Pacific, not 240° west of it across Eurasia.
    expect(layout.stops.map(({ coord }) => coord)).toEqual([
      [121.47, 31.23],
      [-118.27 + 360, 33.74],
    ]);
    expect(
      mapName(routeMapOption({ origin: SHANGHAI, destination: LOS_ANGELES, via: [], current: null }, ROUTE_LABELS)),
    ).toBe(PACIFIC_MAP);
  });

  it('keeps Asia–Europe routes, by sea or by air, on the usual map', () => {
    for (const [origin, destination] of [
      [SHANGHAI, HAMBURG],
      [PUDONG, FRANKFURT],
    ] as const) {
      const layout = routeLayout(origin, [SINGAPORE], destination, null);
      expect(layout.pacific).toBe(false);
      expect(layout.stops.map(({ coord }) => coord[0])).toEqual([origin.Longitude, 103.84, destination.Longitude]);
      expect(mapName(routeMapOption({ origin, destination, via: [SINGAPORE], current: null }, ROUTE_LABELS))).toBe(
        WORLD_MAP,
      );
    }
  });

  it('decides on any leg of the route, not only its ends', () => {
    expect(crossesAntimeridian([103.84, 121.47, -118.27])).toBe(true);
    expect(crossesAntimeridian([-118.27, -74.0, 9.99])).toBe(false);
  });

  it('leaves out the places without coordinates, from the drawing but not from the summary', () => {
    const route = { origin: SHANGHAI, destination: HAMBURG, via: [NOWHERE, SINGAPORE], current: NOWHERE };
    const layout = routeLayout(route.origin, route.via, route.destination, route.current);
    expect(layout.stops.map(({ place }) => place.Code)).toEqual(['CNSHA', 'SGSIN', 'DEHAM']);
    expect(layout.current).toBeNull();

    const option = routeMapOption(route, ROUTE_LABELS);
    expect(seriesNamed(option, 'Via').data).toEqual([{ name: 'SGSIN', value: [103.84, 1.26] }]);
    expect([option.series].flat().some((series) => series?.type === 'effectScatter')).toBe(false);
    expect(routeSummary(route, ROUTE_LABELS)).toBe(
      'Origin: CNSHA Shanghai, Via: XXNOW No coordinates, Via: SGSIN Singapore, Destination: DEHAM Hamburg, Current: XXNOW No coordinates',
    );
  });

  it('draws the legs up to the stop nearest the current position solid, the rest dashed', () => {
    const nearColombo = place('POS', null, 6.5, 80.5);
    const route = { origin: SHANGHAI, destination: HAMBURG, via: [SINGAPORE, COLOMBO], current: nearColombo };
    expect(routeLayout(route.origin, route.via, route.destination, route.current).travelled).toBe(2);

    const option = routeMapOption(route, ROUTE_LABELS);
    const lines = [option.series].flat().find((series) => series?.type === 'lines');
    expect(lines?.data).toEqual([
      {
        coords: [
          [121.47, 31.23],
          [103.84, 1.26],
        ],
        lineStyle: { type: 'solid' },
      },
      {
        coords: [
          [103.84, 1.26],
          [79.85, 6.95],
        ],
        lineStyle: { type: 'solid' },
      },
      {
        coords: [
          [79.85, 6.95],
          [9.99, 53.55],
        ],
        lineStyle: { type: 'dashed' },
      },
    ]);
    expect(seriesNamed(option, 'Current')).toMatchObject({
      type: 'effectScatter',
      data: [{ name: 'POS', value: [80.5, 6.5] }],
    });

    // Without a position, nothing says how far the shipment got: the route is drawn as a plain line.
    expect(routeLayout(SHANGHAI, [SINGAPORE], HAMBURG, null).travelled).toBe(2);
  });

  it('names each place in its tooltip, escaped', () => {
    expect(placeTooltip('Via', place('SGSIN', 'Singapore <Keppel>', 1.26, 103.84))).toBe(
      'Via<br/><b>SGSIN</b> Singapore &lt;Keppel&gt;',
    );
  });

  it('moves the current position across the Pacific too', () => {
    const offHawaii = place('POS', null, 21, -157);
    expect(routeLayout(SHANGHAI, [], LOS_ANGELES, offHawaii).current?.coord).toEqual([203, 21]);
  });

  it('starts the view on the route with a margin', () => {
    const option = routeMapOption({ origin: SHANGHAI, destination: LOS_ANGELES, via: [], current: null }, ROUTE_LABELS);
    const bounds = [option.geo].flat()[0]?.boundingCoords;
    if (!bounds) throw new Error('no view');
    const [[west = 0, north = 0] = [], [east = 0, south = 0] = []] = bounds;
    expect(west).toBeLessThan(121.47);
    expect(east).toBeGreaterThan(241.73);
    expect(north).toBeGreaterThan(33.74);
    expect(south).toBeLessThan(31.23);
  });

  describe('the maps from the atlas', () => {
    const world = worldLand(feature(atlas, atlas.objects.countries));
    const pacific = pacificWorld(world);
    const positionsOf = (collection: typeof world, name: string): Position[] => {
      const country = collection.features.find((candidate) => candidate.properties.name === name);
      if (!country) throw new Error(`no ${name}`);
      const polygons =
        country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
      return polygons.flat(2);
    };
    const longitudes = (positions: Position[]) => positions.map(([longitude = Number.NaN]) => longitude);

    it('draws no land across the whole map (rings cut at the antimeridian are joined)', () => {
      for (const map of [world, pacific]) {
        for (const country of map.features) {
          const polygons =
            country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
          for (const ring of polygons.flat()) {
            const jumps = ring.filter((position, index) => {
              const previous = ring[index - 1];
              return previous !== undefined && Math.abs((position[0] ?? 0) - (previous[0] ?? 0)) > 180;
            });
            expect(jumps, country.properties.name).toEqual([]);
          }
        }
      }
    });

    it('puts the Americas east of Asia on the Pacific map, without Antarctica', () => {
      expect(pacific.features.some((country) => country.properties.name === 'Antarctica')).toBe(false);
      expect(world.features.some((country) => country.properties.name === 'Antarctica')).toBe(true);
      const usa = longitudes(positionsOf(pacific, 'United States of America'));
      expect(Math.min(...usa)).toBeGreaterThan(170);
      expect(Math.max(...usa)).toBeLessThan(300);
      // Russia stays whole: its land across the antimeridian (Chukotka) joins the rest, east of 180°.
      const russia = longitudes(positionsOf(pacific, 'Russia'));
      expect(Math.min(...russia)).toBeGreaterThan(15);
      expect(Math.max(...russia)).toBeGreaterThan(180);
      expect(Math.max(...russia)).toBeLessThan(200);
    });

    it('moves each polygon of a country on its own: French Guiana, not France', () => {
      const france = longitudes(positionsOf(pacific, 'France'));
      expect(france.some((longitude) => longitude > -6 && longitude < 10)).toBe(true);
      expect(france.some((longitude) => longitude > 300 && longitude < 310)).toBe(true);
      expect(france.some((longitude) => longitude < -30 || (longitude > 10 && longitude < 300))).toBe(false);
    });
  });

  it('renders offline in the page, as an image named by its stops', async () => {
    render(
      createElement(RouteMap, {
        origin: SHANGHAI,
        destination: LOS_ANGELES,
        via: [],
        current: null,
        labels: ROUTE_LABELS,
      }),
    );
    const map = await screen.findByRole('img', {
      name: 'Origin: CNSHA Shanghai, Destination: USLAX Los Angeles',
    });
    expect(map).toHaveProperty('dataset.testid', 'route-map');
    // Once the atlas is in, the route is drawn on the Pacific-centred map.
    await waitFor(() => expect(getInstanceByDom(map)?.getOption().geo).toMatchObject([{ map: PACIFIC_MAP }]));
    expect(getMap(WORLD_MAP)).toBeTruthy();
  });
});

describe('the ETA history chart', () => {
  const labels = {
    eta: 'ETA',
    recorded: 'Given',
    original: 'Original ETA',
    slipDays: (days: number) => `${days} days late`,
  };
  const entries = [
    { Eta: '2025-03-10T00:00:00.000Z', RecordedTime: '2025-02-01T00:00:00.000Z', SlipDays: 0, DelayReasonCode: null },
    { Eta: '2025-03-14T00:00:00.000Z', RecordedTime: '2025-02-20T00:00:00.000Z', SlipDays: 4, DelayReasonCode: 'WEA' },
  ];
  const formatDate = (iso: string) => iso.slice(0, 10);

  it('steps each ETA from when it was given, and marks the original ETA', () => {
    const option = etaHistoryOption({ entries, originalEta: '2025-03-08T00:00:00.000Z', labels, formatDate });
    const [series] = [option.series].flat();
    expect(series).toMatchObject({
      type: 'line',
      step: 'end',
      data: [
        [Date.parse('2025-02-01T00:00:00.000Z'), Date.parse('2025-03-10T00:00:00.000Z')],
        [Date.parse('2025-02-20T00:00:00.000Z'), Date.parse('2025-03-14T00:00:00.000Z')],
      ],
      markLine: { data: [{ name: 'Original ETA', yAxis: Date.parse('2025-03-08T00:00:00.000Z') }] },
    });
    // The ETA axis reaches down to the original ETA, earlier than any ETA given since.
    const yAxis = [option.yAxis].flat()[0] as { min: (extent: { min: number }) => number };
    expect(yAxis.min({ min: Date.parse('2025-03-10T00:00:00.000Z') })).toBe(Date.parse('2025-03-08T00:00:00.000Z'));
  });

  it('renders in the page, as an image named by the original and the latest ETA', () => {
    render(createElement(EtaHistoryChart, { entries, originalEta: '2025-03-08T00:00:00.000Z', labels, formatDate }));
    const chart = screen.getByRole('img', { name: 'Original ETA: 2025-03-08, ETA: 2025-03-14, 4 days late' });
    expect(getInstanceByDom(chart)?.getOption().series).toMatchObject([{ type: 'line', step: 'end' }]);
  });

  it('has no original line when there is no original ETA', () => {
    const [series] = [etaHistoryOption({ entries, originalEta: null, labels, formatDate }).series].flat();
    expect(series).toHaveProperty('markLine', undefined);
  });

  it('tells in its tooltip the ETA, its slip and the delay reason, escaped', () => {
    const [, late] = entries;
    if (!late) throw new Error('no entry');
    expect(etaTooltip(late, labels, formatDate)).toBe(
      '<b>ETA: 2025-03-14</b><br/>Given: 2025-02-20<br/>4 days late<br/>WEA',
    );
    expect(etaTooltip({ ...late, DelayReasonCode: '<img src=x>' }, labels, formatDate)).toContain('&lt;img src=x&gt;');
  });
});

describe('the shipments by month chart', () => {
  const months = [
    { Month: '2025-01', Sea: 5, Air: 2, Rail: 0 },
    { Month: '2025-02', Sea: 7, Air: 1, Rail: 3 },
  ];
  const labels = { sea: 'Sea', air: 'Air', rail: 'Rail' };
  const formatMonth = (month: string) => `M${month}`;

  it('stacks each mode’s count per month', () => {
    const option = byMonthOption({ months, labels, formatMonth, selectable: true });
    expect([option.xAxis].flat()[0]).toMatchObject({ type: 'category', data: ['M2025-01', 'M2025-02'] });
    expect([option.series].flat()).toMatchObject([
      { type: 'bar', id: 'sea', name: 'Sea', stack: 'shipments', data: [5, 7] },
      { type: 'bar', id: 'air', name: 'Air', stack: 'shipments', data: [2, 1] },
      { type: 'bar', id: 'rail', name: 'Rail', stack: 'shipments', data: [0, 3] },
    ]);
  });

  it('selects the month and mode of the bar segment clicked', () => {
    expect(byMonthSelection(months, { componentType: 'series', seriesId: 'rail', dataIndex: 1 })).toEqual({
      month: '2025-02',
      mode: 'rail',
    });
    expect(byMonthSelection(months, { componentType: 'legend', seriesId: undefined, dataIndex: 0 })).toBeNull();
  });

  it('calls onSelect on a click, and keeps its drawing while the page re-renders with new callbacks', () => {
    const onSelect = vi.fn();
    const props = { months, labels, formatMonth, onSelect };
    // In StrictMode, as the app runs: the chart is set up, torn down and set up again on mount.
    const inApp = (chartProps: ShipmentsByMonthChartProps) =>
      createElement(StrictMode, null, createElement(ShipmentsByMonthChart, chartProps));
    const { rerender } = render(inApp(props));
    const chart = screen.getByRole('img', {
      name: 'M2025-01: Sea 5, Air 2, Rail 0; M2025-02: Sea 7, Air 1, Rail 3',
    });
    const instance = getInstanceByDom(chart);
    if (!instance) throw new Error('no chart');

    // What echarts hands its click handlers, of the fields a selection reads.
    const click = (seriesId: string, dataIndex: number) =>
      instance.trigger('click', { componentType: 'series', seriesId, dataIndex } as ECElementEvent);
    click('air', 0);
    expect(onSelect).toHaveBeenCalledWith('2025-01', 'air');

    const setOption = vi.spyOn(instance, 'setOption');
    const nextSelect = vi.fn();
    rerender(inApp({ ...props, labels: { ...labels }, formatMonth: (month) => `M${month}`, onSelect: nextSelect }));
    expect(setOption).not.toHaveBeenCalled();
    click('sea', 1);
    expect(nextSelect).toHaveBeenCalledWith('2025-02', 'sea');

    rerender(inApp({ ...props, months: [...months, { Month: '2025-03', Sea: 1, Air: 0, Rail: 0 }] }));
    expect(setOption).toHaveBeenCalledTimes(1);
  });
});
