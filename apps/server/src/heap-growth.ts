import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it
 * collects again, in percent. V8's own factor is up to 4×: after an export or any burst that
 * left a large heap, garbage then piled up to about 300 MiB under ordinary load and stayed there.
 * At 25 % the heap stays near its live size (about 60 MiB) at the same throughput
 * (bench/RESULTS.md, 2026-11-28 evening). `--optimize-for-size` kept memory as low but cost a fifth
 * of the list's throughput and made the export half again slower.
 */
export const HEAP_GROWING_PERCENT = 25;

/** Sets the growth, unless the process was started with a value of its own (`node --heap-growing-percent=…`). */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((argument) => /^--heap[-_]growing[-_]percent\b/.test(argument))) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
