/** What a storage holds under a key, parsed as JSON; null when nothing is there or it is not JSON. */
export function readStoredJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}
