import { describeLocation } from '../locations/service.js';

/** A time as the message centre writes it (messages are stored in English, in UTC). */
export function formatTime(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A place as the message centre writes it: its name and UN/LOCODE, or the code alone. */
export function placeName(code: string, name: string | null): string {
  const place = describeLocation(code, name);
  return place.Name ? `${place.Name} (${code})` : code;
}
