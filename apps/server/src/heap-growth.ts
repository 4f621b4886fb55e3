import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it
 * collects again, in percent. V8's own factor goes up to 4×: after an export had left a large heap,
 * garbage piled up under ordinary load, and the server's RSS reached 331 MiB and stayed there
 * while its live heap was about 60 MiB. At 25 % the RSS stayed near 200 MiB at the same throughput
 * (bench/RESULTS.md, 2026-11-28 evening). `--optimize-for-size` kept it lower still, but cost a fifth
 * of the list's throughput and made the export half again slower.
 */
export const HEAP_GROWING_PERCENT = 25;

/** Sets the growth, unless the process was started with a value of its own (`node --heap-growing-percent=…`). */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((argument) => /^--heap[-_]growing[-_]percent\b/.test(argument))) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
