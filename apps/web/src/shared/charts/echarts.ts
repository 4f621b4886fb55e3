import type {
  BarSeriesOption,
  EffectScatterSeriesOption,
  LineSeriesOption,
  LinesSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import { BarChart, EffectScatterChart, LineChart, LinesChart, ScatterChart } from 'echarts/charts';
import type {
  GeoComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { GeoComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * Only the parts of echarts the charts of the app draw, so the bundle leaves the rest out. SVG: crisp
 * at any zoom and on any screen density, and it renders under happy-dom, which has no canvas.
 */
use([
  BarChart,
  LineChart,
  ScatterChart,
  EffectScatterChart,
  LinesChart,
  GeoComponent,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  SVGRenderer,
]);

/** An option made only of the parts registered above: the type checker refuses one we did not load. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | ScatterSeriesOption
  | EffectScatterSeriesOption
  | LinesSeriesOption
  | GeoComponentOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
>;

// Re-exported from here so that whoever calls them has loaded the registration above.
export { type ECElementEvent, format, init, registerMap } from 'echarts/core';
