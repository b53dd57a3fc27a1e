// @fj/ui/charts — the app's one chart module (docs/decisions/1003-charts-on-visx.md): SVG drawn with @visx/shape and
// @visx/scale (+ @visx/axis), themed by CSS variables, accessible (role img, title, description, a hidden data
// table). A lazy entry: screens import it with React.lazy where a chart is shown, so no route pays for it up front.
export { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
export { CategoryBarChart, type CategoryBarChartProps } from './CategoryBarChart';
export { placeBars, timeScales, type ChartPoint, type PlacedBar, type PlotBox } from './geometry';
