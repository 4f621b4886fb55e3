// The atlas as TopoJSON: inferred from the file, its literal types would not match topojson-client's.
declare module 'world-atlas/countries-110m.json' {
  import type { GeometryCollection, Topology } from 'topojson-specification';

  const atlas: Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
  export default atlas;
}
