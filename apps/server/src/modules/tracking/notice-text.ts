import { describeLocation } from '../locations/service.js';

/** A place as messages name it: its name and UN/LOCODE, or the code alone. */
export function placeName(code: string, name: string | null): string {
  const place = describeLocation(code, name);
  return place.Name ? `${place.Name} (${code})` : code;
}
