import type { EffectScatterSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { feature } from 'topojson-client';
import { DEFAULT_CHART_HEIGHT, EChart } from '../../../shared/charts/echart';
import { type ChartOption, format, registerMap } from '../../../shared/charts/echarts';

/** A place of a shipment's route as the API gives it; one without both coordinates is not drawn. */
export interface RoutePlace {
  Code: string;
  Name: string | null;
  Latitude: number | null;
  Longitude: number | null;
}

export interface RouteMapLabels {
  origin: string;
  destination: string;
  via: string;
  current: string;
}

export interface RouteMapProps {
  origin: RoutePlace;
  destination: RoutePlace;
  /** The stops between origin and destination, in route order. */
  via: RoutePlace[];
  /** The shipment's last known position, if any. */
  current: RoutePlace | null;
  labels: RouteMapLabels;
  /** What a screen reader says of the map; by default the stops in order (`routeSummary`). */
  ariaLabel?: string;
  height?: number;
  testId?: string;
}

/** Longitude, latitude: the order of GeoJSON and of echarts' geo coordinates. */
export type Coord = [number, number];
export type StopKind = 'origin' | 'via' | 'destination';

export interface RouteStop {
  kind: StopKind;
  place: RoutePlace;
  /** On the map the route is drawn on (see `routeLayout`). */
  coord: Coord;
}

export interface RouteLayout {
  /** Whether the route is drawn on the Pacific-centred map, where the Americas lie east of Asia. */
  pacific: boolean;
  /** The places that have coordinates, origin to destination. */
  stops: RouteStop[];
  current: { place: RoutePlace; coord: Coord } | null;
  /** How many of the segments between consecutive stops are behind the shipment (drawn solid). */
  travelled: number;
}

export const WORLD_MAP = 'world';
export const PACIFIC_MAP = 'world-pacific';

/**
 * Where the Pacific-centred map is cut: mid-Atlantic, west of Iceland and east of Brazil's coast,
 * so that no country is split. Land and places west of it move 360° east, after Asia.
 */
const PACIFIC_CUT_LONGITUDE = -30;
/** ISO 3166 numeric, the atlas' feature ids. It circles the pole, so no shift can place it whole. */
const ANTARCTICA_ID = '010';

/** The colours of antd's default palette, so the map sits with the rest of the page. */
const COLORS = {
  land: '#e6ebf1',
  border: '#c4cdd6',
  route: '#1677ff',
  origin: '#1677ff',
  via: '#8c8c8c',
  destination: '#52c41a',
  current: '#fa541c',
} as const;

function coordOf(place: RoutePlace): Coord | null {
  return place.Longitude === null || place.Latitude === null ? null : [place.Longitude, place.Latitude];
}

/**
 * Whether a route drawn on the usual map would run the long way round: two consecutive points more
 * than 180° apart in longitude are closer across the antimeridian (Shanghai → Los Angeles crosses
 * the Pacific, not Eurasia and the Atlantic).
 */
export function crossesAntimeridian(longitudes: number[]): boolean {
  for (let index = 1; index < longitudes.length; index++) {
    const previous = longitudes[index - 1];
    const next = longitudes[index];
    if (previous !== undefined && next !== undefined && Math.abs(next - previous) > 180) return true;
  }
  return false;
}

/** A longitude on the Pacific-centred map, which runs from −30° to 330°. */
function pacificLongitude(longitude: number): number {
  return longitude < PACIFIC_CUT_LONGITUDE ? longitude + 360 : longitude;
}

type Land = Polygon | MultiPolygon;

/**
 * A ring whose longitudes never jump by more than 180°. The atlas cuts land at the antimeridian
 * within a ring (Chukotka in Russia's, Wrangel Island, one of Fiji's islands): drawn flat, such a
 * jump would streak across the whole map. Unwrapped, that land runs on past ±180° instead.
 */
function unwrapRing(ring: Position[]): Position[] {
  let offset = 0;
  let previous: number | undefined;
  return ring.map(([longitude = 0, ...rest]) => {
    if (previous !== undefined) {
      const step = longitude + offset - previous;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    previous = longitude + offset;
    return [previous, ...rest];
  });
}

function unwrapLand(land: Land): Land {
  return land.type === 'Polygon'
    ? { ...land, coordinates: land.coordinates.map(unwrapRing) }
    : { ...land, coordinates: land.coordinates.map((polygon) => polygon.map(unwrapRing)) };
}

/** The countries as map regions: those with an outline (the only geometry a region can have), drawable flat. */
export function worldLand<Properties>(
  world: FeatureCollection<Geometry, Properties>,
): FeatureCollection<Land, Properties> {
  return {
    ...world,
    features: world.features
      .filter(
        (country): country is Feature<Land, Properties> =>
          country.geometry.type === 'Polygon' || country.geometry.type === 'MultiPolygon',
      )
      .map((country) => ({ ...country, geometry: unwrapLand(country.geometry) })),
  };
}

function shiftPolygon(polygon: Position[][]): Position[][] {
  const ring = polygon[0] ?? [];
  const meanLongitude = ring.reduce((sum, [longitude = 0]) => sum + longitude, 0) / (ring.length || 1);
  if (meanLongitude >= PACIFIC_CUT_LONGITUDE) return polygon;
  return polygon.map((part) => part.map(([longitude = 0, ...rest]) => [longitude + 360, ...rest]));
}

function shiftLand(land: Land): Land {
  return land.type === 'Polygon'
    ? { ...land, coordinates: shiftPolygon(land.coordinates) }
    : { ...land, coordinates: land.coordinates.map(shiftPolygon) };
}

/**
 * The world centred on the Pacific: each polygon (each part of a country on its own, by the mean
 * longitude of its outer ring) west of the cut moves 360° east, so Alaska's and Russia's parts
 * across the antimeridian join their neighbours. Antarctica is left out.
 */
export function pacificWorld<Properties>(
  world: FeatureCollection<Land, Properties>,
): FeatureCollection<Land, Properties> {
  return {
    ...world,
    features: world.features
      .filter((country) => country.id !== ANTARCTICA_ID)
      .map((country) => ({ ...country, geometry: shiftLand(country.geometry) })),
  };
}

/** Great-circle angle between two points, in radians: enough to rank distances. */
function angularDistance([longitude1, latitude1]: Coord, [longitude2, latitude2]: Coord): number {
  const radians = Math.PI / 180;
  const haversine =
    Math.sin(((latitude2 - latitude1) * radians) / 2) ** 2 +
    Math.cos(latitude1 * radians) *
      Math.cos(latitude2 * radians) *
      Math.sin(((longitude2 - longitude1) * radians) / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(haversine)));
}

/**
 * Where each place is drawn and how much of the route is behind the shipment.
 *
 * Travelled: the segments up to the stop (origin, via or destination) nearest to the current
 * position. A deliberately simple rule: right while the shipment is at or near a stop, a segment
 * late while it is at sea between two. Without a current position the whole route is drawn solid,
 * as a plain route.
 */
export function routeLayout(
  origin: RoutePlace,
  via: RoutePlace[],
  destination: RoutePlace,
  current: RoutePlace | null,
): RouteLayout {
  const stops = [
    { kind: 'origin' as const, place: origin },
    ...via.map((place) => ({ kind: 'via' as const, place })),
    { kind: 'destination' as const, place: destination },
  ].flatMap(({ kind, place }) => {
    const coord = coordOf(place);
    return coord ? [{ kind, place, coord }] : [];
  });
  const currentCoord = current && coordOf(current);
  const segments = Math.max(stops.length - 1, 0);

  let travelled = segments;
  if (currentCoord) {
    const distances = stops.map((stop) => angularDistance(stop.coord, currentCoord));
    travelled = Math.max(distances.indexOf(Math.min(...distances)), 0);
  }

  const pacific = crossesAntimeridian(stops.map((stop) => stop.coord[0]));
  const onMap = ([longitude, latitude]: Coord): Coord => [pacific ? pacificLongitude(longitude) : longitude, latitude];
  return {
    pacific,
    stops: stops.map((stop) => ({ ...stop, coord: onMap(stop.coord) })),
    current: current && currentCoord ? { place: current, coord: onMap(currentCoord) } : null,
    travelled,
  };
}

/** The view: the route's bounding box with a margin, never smaller than a region, as echarts' [[west, north], [east, south]]. */
function viewBounds(coords: Coord[]): [Coord, Coord] | undefined {
  if (coords.length === 0) return undefined;
  const longitudes = coords.map(([longitude]) => longitude);
  const latitudes = coords.map(([, latitude]) => latitude);
  const around = (values: number[], minimumSpan: number): [number, number] => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    const span = Math.max((high - low) * 1.3, minimumSpan);
    const middle = (low + high) / 2;
    return [middle - span / 2, middle + span / 2];
  };
  const [west, east] = around(longitudes, 30);
  const [south, north] = around(latitudes, 20);
  return [
    [west, Math.min(north, 85)],
    [east, Math.max(south, -85)],
  ];
}

/** Tooltip of a place: what it is on the route, its code and name (HTML-escaped: names come from data). */
export function placeTooltip(kind: string, place: RoutePlace): string {
  const name = place.Name ? ` ${format.encodeHTML(place.Name)}` : '';
  return `${format.encodeHTML(kind)}<br/><b>${format.encodeHTML(place.Code)}</b>${name}`;
}

function placeSeries(
  type: 'scatter' | 'effectScatter',
  name: string,
  color: string,
  places: { place: RoutePlace; coord: Coord }[],
): ScatterSeriesOption | EffectScatterSeriesOption {
  const common = {
    name,
    coordinateSystem: 'geo',
    data: places.map(({ place, coord }) => ({ name: place.Code, value: coord })),
    itemStyle: { color, borderColor: '#fff', borderWidth: 1 },
    tooltip: {
      formatter: ({ dataIndex }: { dataIndex: number }) => {
        const item = places[dataIndex];
        return item ? placeTooltip(name, item.place) : '';
      },
    },
  };
  return type === 'scatter'
    ? { ...common, type, symbolSize: 9, label: { show: true, formatter: '{b}', position: 'right', fontSize: 11 }, z: 3 }
    : { ...common, type, symbolSize: 12, rippleEffect: { brushType: 'stroke', scale: 4 }, z: 4 };
}

/** The echarts option of the route map (the maps themselves are registered by `RouteMap`). */
export function routeMapOption(
  { origin, destination, via, current }: Pick<RouteMapProps, 'origin' | 'destination' | 'via' | 'current'>,
  labels: RouteMapLabels,
): ChartOption {
  const layout = routeLayout(origin, via, destination, current);
  const of = (kind: StopKind) => layout.stops.filter((stop) => stop.kind === kind);
  const places = [
    { name: labels.origin, color: COLORS.origin, stops: of('origin') },
    { name: labels.via, color: COLORS.via, stops: of('via') },
    { name: labels.destination, color: COLORS.destination, stops: of('destination') },
  ].filter(({ stops }) => stops.length > 0);
  const segments = layout.stops.flatMap((stop, index) => {
    const next = layout.stops[index + 1];
    if (!next) return [];
    const type: 'solid' | 'dashed' = index < layout.travelled ? 'solid' : 'dashed';
    return [{ coords: [stop.coord, next.coord], lineStyle: { type } }];
  });

  return {
    tooltip: { trigger: 'item', confine: true },
    legend: {
      bottom: 4,
      data: [...places.map(({ name }) => name), ...(layout.current ? [labels.current] : [])],
    },
    geo: {
      map: layout.pacific ? PACIFIC_MAP : WORLD_MAP,
      roam: true,
      boundingCoords: viewBounds([
        ...layout.stops.map(({ coord }) => coord),
        ...(layout.current ? [layout.current.coord] : []),
      ]),
      itemStyle: { areaColor: COLORS.land, borderColor: COLORS.border },
      emphasis: { disabled: true },
      select: { disabled: true },
    },
    series: [
      {
        type: 'lines',
        coordinateSystem: 'geo',
        silent: true,
        data: segments,
        lineStyle: { color: COLORS.route, width: 2, opacity: 0.9 },
        z: 2,
      },
      ...places.map(({ name, color, stops }) => placeSeries('scatter', name, color, stops)),
      ...(layout.current ? [placeSeries('effectScatter', labels.current, COLORS.current, [layout.current])] : []),
    ],
  };
}

let worldMaps: Promise<void> | undefined;
let worldMapsRegistered = false;

/** Registers both maps once, from the atlas in a chunk of its own: fetched when a first map is shown. */
function loadWorldMaps(): Promise<void> {
  worldMaps ??= import('world-atlas/countries-110m.json').then(({ default: atlas }) => {
    const world = worldLand(feature(atlas, atlas.objects.countries));
    registerMap(WORLD_MAP, world);
    registerMap(PACIFIC_MAP, pacificWorld(world));
    worldMapsRegistered = true;
  });
  return worldMaps;
}

/** Whether the maps are registered, loading them on first use. An atlas that fails to load is thrown to the page's error boundary. */
function useWorldMaps(): boolean {
  const [ready, setReady] = useState(worldMapsRegistered);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let mounted = true;
    loadWorldMaps().then(
      () => mounted && setReady(true),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  if (failure) throw failure.error;
  return ready;
}

/** Nothing drawn, while the atlas loads. */
const NO_MAP: ChartOption = {};

/** What a screen reader says of the map: every stop (drawn or not), in order, then the current position. */
export function routeSummary(
  { origin, destination, via, current }: Pick<RouteMapProps, 'origin' | 'destination' | 'via' | 'current'>,
  labels: RouteMapLabels,
): string {
  const text = (label: string, place: RoutePlace) => `${label}: ${place.Code}${place.Name ? ` ${place.Name}` : ''}`;
  return [
    text(labels.origin, origin),
    ...via.map((place) => text(labels.via, place)),
    text(labels.destination, destination),
    ...(current ? [text(labels.current, current)] : []),
  ].join(', ');
}

/**
 * A shipment's route on a world map that needs no network but the app's own chunks: origin, stops
 * and destination, the part travelled solid and the rest dashed, and the current position pulsing.
 * Pan and zoom are free; the view starts on the route, and stays where the user put it until the
 * route or a label changes.
 */
export function RouteMap({
  origin,
  destination,
  via,
  current,
  labels,
  ariaLabel,
  height = DEFAULT_CHART_HEIGHT,
  testId = 'route-map',
}: RouteMapProps) {
  const ready = useWorldMaps();
  // On the label texts, not the labels object: a page's inline object must not reset the view.
  const { origin: originLabel, destination: destinationLabel, via: viaLabel, current: currentLabel } = labels;
  const option = useMemo(
    () =>
      ready
        ? routeMapOption(
            { origin, destination, via, current },
            { origin: originLabel, destination: destinationLabel, via: viaLabel, current: currentLabel },
          )
        : NO_MAP,
    [ready, origin, destination, via, current, originLabel, destinationLabel, viaLabel, currentLabel],
  );
  return (
    <EChart
      option={option}
      height={height}
      ariaLabel={ariaLabel ?? routeSummary({ origin, destination, via, current }, labels)}
      testId={testId}
    />
  );
}
